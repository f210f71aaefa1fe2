import { useTranslation } from 'react-i18next';
import type { RoadSign, SignCategory } from '#web/features/signs/api/get-signs.ts';
import { SignCard } from './sign-card';

/** The signs of one category, under an English and a Bengali heading. */
export function SignSection({ category, signs }: { category: SignCategory; signs: RoadSign[] }) {
  const { t } = useTranslation();
  const headingId = `signs-${category}`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">
        {t(`signs.${category}`)}{' '}
        <span lang="bn" className="block text-lg font-semibold text-brand-800 sm:inline">
          {t(`signs.${category}Bn`)}
        </span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('signs.count', { count: signs.length })}</p>
      <ul className="mt-5 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {signs.map((sign) => (
          <li key={sign.id}>
            <SignCard sign={sign} />
          </li>
        ))}
      </ul>
    </section>
  );
}
