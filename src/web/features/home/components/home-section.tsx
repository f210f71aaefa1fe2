import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Catalogue } from '#web/features/home/i18n/index.ts';
import { PageSection } from '#web/components/ui/page-section.tsx';

type HomeTexts = Catalogue['home'];
/** The home page's sections that have a heading in the catalogue (home.<name>.heading). */
type Titled = { [K in keyof HomeTexts]: HomeTexts[K] extends { heading: string } ? K : never }[keyof HomeTexts];
/** …and those that also have an intro (home.<name>.intro). */
type Introduced = { [K in Titled]: HomeTexts[K] extends { intro: string } ? K : never }[Titled];

/**
 * One of the home page's bands, titled from the catalogue: `name` picks home.<name>.heading (and
 * home.<name>.intro with `intro`) and the heading's id, home-<name>-heading.
 */
export function HomeSection({
  name,
  className,
  children,
  ...heading
}: { className: string; children: ReactNode; align?: 'center'; tone?: 'inverse' } & (
  { name: Titled; intro?: never } | { name: Introduced; intro: true }
)) {
  const { t } = useTranslation();
  return (
    <PageSection
      id={`home-${name}-heading`}
      title={t(`home.${name}.heading`)}
      intro={heading.intro ? t(`home.${name as Introduced}.intro`) : undefined}
      align={heading.align}
      tone={heading.tone}
      className={className}
    >
      {children}
    </PageSection>
  );
}
