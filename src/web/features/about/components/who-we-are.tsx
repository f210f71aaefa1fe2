import { useTranslation } from 'react-i18next';

/** About page: "Who are we", with mission, vision and values. */
export function WhoWeAre() {
  const { t } = useTranslation();
  const values = t('about.who.values', { returnObjects: true });
  return (
    <section aria-labelledby="about-who-heading">
      <h2 id="about-who-heading" className="text-2xl font-bold text-slate-900">
        {t('about.who.heading')}
      </h2>
      <p className="mb-5 mt-2 max-w-3xl text-slate-600">{t('about.who.intro')}</p>
      <div className="grid gap-5 md:grid-cols-3">
        <article className="rounded-2xl bg-brand-800 p-6 text-white">
          <h3 className="text-lg font-semibold">{t('about.who.missionTitle')}</h3>
          <p className="mt-2 text-brand-50">{t('about.who.mission')}</p>
        </article>
        <article className="rounded-2xl bg-brand-700 p-6 text-white">
          <h3 className="text-lg font-semibold">{t('about.who.visionTitle')}</h3>
          <p className="mt-2 text-brand-50">{t('about.who.vision')}</p>
        </article>
        <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-semibold text-slate-900">{t('about.who.valuesTitle')}</h3>
          <ul className="mt-2 space-y-1 text-slate-700">
            {values.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        </article>
      </div>
    </section>
  );
}
