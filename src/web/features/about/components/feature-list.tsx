import { useTranslation } from 'react-i18next';

/** About page: a feature list. */
export function FeatureList() {
  const { t } = useTranslation();
  const items = t('about.features.items', { returnObjects: true });
  return (
    <section aria-labelledby="about-features-heading">
      <h2 id="about-features-heading" className="mb-5 text-2xl font-bold text-slate-900">
        {t('about.features.heading')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex items-start gap-3 rounded-xl bg-slate-50 p-4 text-slate-800">
            <svg
              viewBox="0 0 24 24"
              className="mt-0.5 size-5 shrink-0 text-brand-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              aria-hidden="true"
            >
              <path d="M5 12l5 5L20 7" />
            </svg>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
