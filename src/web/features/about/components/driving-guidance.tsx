import { useTranslation } from 'react-i18next';

/** About page: Bengali guidance before driving, after driving, and on vehicle checks. */
export function DrivingGuidance() {
  const { t } = useTranslation();
  const groups = [
    { title: t('about.guidance.beforeTitle'), items: t('about.guidance.before', { returnObjects: true }) },
    { title: t('about.guidance.afterTitle'), items: t('about.guidance.after', { returnObjects: true }) },
    { title: t('about.guidance.checksTitle'), items: t('about.guidance.checks', { returnObjects: true }) },
  ];
  return (
    <section aria-labelledby="about-guidance-heading">
      <h2 id="about-guidance-heading" lang="bn" className="text-2xl font-bold text-slate-900">
        {t('about.guidance.heading')}
      </h2>
      <p className="mb-5 mt-2 text-slate-600">{t('about.guidance.intro')}</p>
      <div className="grid gap-5 lg:grid-cols-3">
        {groups.map((group) => (
          <article key={group.title} lang="bn" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-brand-800">{group.title}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800 marker:text-brand-600">
              {group.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
