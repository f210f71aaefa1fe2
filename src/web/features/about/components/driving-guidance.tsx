import { useTranslation } from 'react-i18next';
import { cardStyles } from '#web/components/ui/card.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { DRIVING_GUIDANCE } from '#web/features/about/driving-guidance.ts';

/** Guidance in Bengali: before driving, after driving, and the checks to make on the vehicle. */
export function DrivingGuidance() {
  const { t } = useTranslation();
  return (
    <TitledSection
      id="about-guidance-heading"
      lang="bn"
      title={DRIVING_GUIDANCE.heading}
      intro={t('about.guidance.intro')}
    >
      <div className="grid gap-5 lg:grid-cols-3">
        {DRIVING_GUIDANCE.groups.map((group) => (
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
