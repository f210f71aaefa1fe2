import { useTranslation } from 'react-i18next';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import type { RoadSign } from '#web/features/signs/api/get-signs.ts';

/**
 * One road sign: its picture, its name and meaning. An English page names it in English, then in
 * Bengali; a Bengali page in Bengali, larger, with the English words one tap away (closed, so a
 * Bengali reader's page stays Bengali, and a learner who meets the English sign can still look).
 */
export function SignCard({ sign }: { sign: RoadSign }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const id = `sign-${sign.id}`;
  return (
    <article
      aria-labelledby={id}
      className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <img src={sign.image} alt="" width={96} height={96} loading="lazy" className="size-20 shrink-0 sm:size-24" />
      {language === 'bn' ? (
        <div className="min-w-0">
          <h3 id={id} className="text-xl font-semibold text-slate-900">
            {sign.bn}
          </h3>
          <p className="mt-1 text-base text-slate-700">
            <span className="sr-only">{t('signs.bengaliMeaning')}: </span>
            {sign.bnMeaning}
          </p>
          <details className="mt-3 border-t border-slate-100 pt-2 text-sm text-slate-600">
            <summary className="min-h-11 cursor-pointer py-2.5 font-medium text-brand-800">
              {t('signs.inEnglish')}
            </summary>
            <p lang="en" className="font-semibold text-slate-800">
              {sign.en}
            </p>
            <p lang="en">{sign.enMeaning}</p>
          </details>
        </div>
      ) : (
        <div className="min-w-0">
          <h3 id={id} className="text-lg font-semibold text-slate-900">
            {sign.en}
          </h3>
          <p className="text-sm text-slate-700">
            <span className="sr-only">{t('signs.englishMeaning')}: </span>
            {sign.enMeaning}
          </p>
          <div lang="bn" className="mt-3 border-t border-slate-100 pt-3">
            <p className="font-semibold text-brand-800">{sign.bn}</p>
            <p className="text-sm text-slate-700">
              <span className="sr-only">{t('signs.bengaliMeaning')}: </span>
              {sign.bnMeaning}
            </p>
          </div>
        </div>
      )}
    </article>
  );
}
