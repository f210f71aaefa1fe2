import type { ReactNode } from 'react';

/** The heading block every page section starts with: an h2 (with an id for aria-labelledby) and an intro. */
export function SectionHeading({
  id,
  title,
  intro,
  lang,
  align = 'left',
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  lang?: string;
  align?: 'left' | 'center';
}) {
  return (
    <div className={`mb-8 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      <h2 id={id} lang={lang} className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 text-slate-600">{intro}</p>}
    </div>
  );
}
