import { useTranslation } from 'react-i18next';

/** The school's certification, with its registration numbers as the school's facts hold them. */
export function Certification({ registrationNumbers }: { registrationNumbers: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="about-cert-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8"
    >
      <h2 id="about-cert-heading" className="text-2xl font-bold text-slate-900">
        {t('about.certification.heading')}
      </h2>
      <p className="mt-3 text-slate-700">{t('about.certification.text')}</p>
      <ul className="mt-5 flex flex-wrap gap-3">
        {registrationNumbers.map((n) => (
          <li
            key={n}
            className="rounded-full border border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800"
          >
            {t('about.certification.registration')} {n}
          </li>
        ))}
      </ul>
    </section>
  );
}
