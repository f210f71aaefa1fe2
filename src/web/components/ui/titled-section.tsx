import type { ReactNode } from 'react';

/**
 * A section of a content page (about, contact): an h2 that labels it, an optional intro, then the
 * content. Unlike PageSection it is not a full-width band: it sits inside the page's container.
 */
export function TitledSection({
  id,
  title,
  intro,
  lang,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  /** The heading's language, when it is not English. */
  lang?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} lang={lang} className={`text-2xl font-bold text-slate-900 ${intro ? '' : 'mb-5'}`}>
        {title}
      </h2>
      {intro && <p className="mb-5 mt-2 max-w-3xl text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}
