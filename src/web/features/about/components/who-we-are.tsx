import { useTranslation } from 'react-i18next';
import { cardStyles } from '#web/components/ui/card.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';

/** "Who are we", with mission, vision and values. */
export function WhoWeAre() {
  const { t } = useTranslation();
  const values = t('about.who.values', { returnObjects: true });
  const statements = [
    { title: t('about.who.missionTitle'), text: t('about.who.mission'), tone: 'bg-brand-800' },
    { title: t('about.who.visionTitle'), text: t('about.who.vision'), tone: 'bg-brand-700' },
  ];
  return (
    <TitledSection id="about-who-heading" title={t('about.who.heading')} intro={t('about.who.intro')}>
      <div className="grid gap-5 md:grid-cols-3">
        {statements.map((s) => (
          <article key={s.title} className={`rounded-2xl p-6 text-white ${s.tone}`}>
            <h3 className="text-lg font-semibold">{s.title}</h3>
            <p className="mt-2 text-brand-50">{s.text}</p>
          </article>
        ))}
        <article className={`p-6 ${cardStyles}`}>
          <h3 className="text-lg font-semibold text-slate-900">{t('about.who.valuesTitle')}</h3>
          <ul className="mt-2 space-y-1 text-slate-700">
            {values.map((v) => (
              <li key={v}>{v}</li>
            ))}
          </ul>
        </article>
      </div>
    </TitledSection>
  );
}
