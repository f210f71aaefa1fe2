import type { ReactNode } from 'react';

/**
 * A titled part of a dashboard page, on the page itself rather than in a card (today's sessions, a
 * report's table per month): its h3, then the content under it. With `headingId` the section is
 * named by its heading, a region a screen reader can jump to.
 */
export function SubSection({ title, headingId, children }: { title: string; headingId?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}
