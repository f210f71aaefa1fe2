import { useTranslation } from 'react-i18next';
import { cardStyles } from '#web/components/ui/card.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

/** Guidance in Bengali: before driving, after driving, and the checks to make on the vehicle. */
export function DrivingGuidance() {
  const { t } = useTranslation();
  const groups = [
    { title: t('about.guidance.beforeTitle'), items: t('about.guidance.before', { returnObjects: true }) },
    { title: t('about.guidance.afterTitle'), items: t('about.guidance.after', { returnObjects: true }) },
    { title: t('about.guidance.checksTitle'), items: t('about.guidance.checks', { returnObjects: true }) },
  ];
  return (
    <TitledSection
      id="about-guidance-heading"
      lang="bn"
      title={t('about.guidance.heading')}
      intro={t('about.guidance.intro')}
    >
      <div className="grid gap-5 lg:grid-cols-3">
        {groups.map((group) => (
          <article key={group.title} lang="bn" className={`p-6 ${cardStyles}`}>
            <h3 className="text-lg font-semibold text-brand-800">{group.title}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800 marker:text-brand-600">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </TitledSection>
  );
}
