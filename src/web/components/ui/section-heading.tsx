import type { ReactNode } from 'react';

/**
 * The heading block every page section starts with: an h2 (with an id for aria-labelledby) and an
 * intro. `tone="inverse"` is for dark bands: the heading takes the band's light text colour.
 */
export function SectionHeading({
  id,
  title,
  intro,
  align = 'left',
  tone,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'inverse';
}) {
  return (
    <div className={`mb-8 max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      <h2 id={id} className={`text-2xl font-bold sm:text-3xl ${tone === 'inverse' ? '' : 'text-slate-900'}`}>
        {title}
      </h2>
      {intro && <p className="mt-3 text-slate-600">{intro}</p>}
    </div>
  );
}
