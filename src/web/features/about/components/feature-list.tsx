import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/ui/icon.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

/** What the school offers, as a list of ticks. */
export function FeatureList() {
  const { t } = useTranslation();
  const items = t('about.features.items', { returnObjects: true });
  return (
    <TitledSection id="about-features-heading" title={t('about.features.heading')}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 rounded-xl bg-slate-50 p-4 text-slate-800">
            <Icon d="M5 12l5 5L20 7" className="mt-0.5 size-5 shrink-0 text-brand-700" strokeWidth="2.5" />
            {item}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
