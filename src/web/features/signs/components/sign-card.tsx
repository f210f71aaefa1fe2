import { useTranslation } from 'react-i18next';
import type { RoadSign } from '#web/features/signs/api/get-signs.ts';

/** One road sign: its picture, its name and meaning in English, and in Bengali. */
export function SignCard({ sign }: { sign: RoadSign }) {
  const { t } = useTranslation();
  const id = `sign-${sign.id}`;
  return (
    <article
      aria-labelledby={id}
      className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <img src={sign.image} alt="" width={96} height={96} loading="lazy" className="size-20 shrink-0 sm:size-24" />
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
    </article>
  );
}
