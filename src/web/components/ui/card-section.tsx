import { useId, type ReactNode } from 'react';

/** A white card that is a page section: its heading (naming the section), an introduction, the content. */
export function CardSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}
