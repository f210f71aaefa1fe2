import type { ReactNode } from 'react';

/**
 * A part of a dashboard page in its own white card (an order's payments, refunds, progress): an h3
 * that names it (by `headingId`), an introduction under the heading (the order's number, what is
 * held) and a `note` after it where one is due, then the parts, one under another. `className` sets the space between the parts (`gap-4`
 * unless given) and anything else the page needs of the card (a scroll margin).
 */
export function Panel({
  title,
  headingId,
  intro,
  note,
  id,
  testId,
  className = 'gap-4',
  children,
}: {
  title: ReactNode;
  headingId: string;
  intro?: ReactNode;
  note?: ReactNode;
  id?: string;
  testId?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
      data-testid={testId}
    >
      <header>
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h3>
        {intro && <p className="text-sm text-slate-600">{intro}</p>}
        {note}
      </header>
      {children}
    </section>
  );
}
