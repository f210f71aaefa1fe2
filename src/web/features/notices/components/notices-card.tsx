import type { ReactNode } from 'react';

/**
 * The card each of the notices' forms sits in (the notice to a batch, a person's message
 * choices): its heading (by `headingId`), a line on what the form does, then the form.
 */
export function NoticesCard({
  headingId,
  title,
  intro,
  children,
}: {
  headingId: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 id={headingId} className="text-lg font-semibold text-slate-800">
        {title}
      </h3>
      <p className="mb-4 mt-1 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
