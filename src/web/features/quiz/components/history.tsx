import { useTranslation } from 'react-i18next';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatCount, formatTime } from '#web/lib/format.ts';
import { useAttempts, useQuizProgress } from '#web/features/quiz/api/attempts.ts';

/** The student's best mock score, weak topics, and every test they took, newest first. */
export function TestHistory() {
  const { t } = useTranslation();
  const attempts = useAttempts();
  const progress = useQuizProgress();
  return (
    <div className="flex flex-col gap-5">
      <section aria-label={t('quiz.history.progress')} className="grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="text-sm font-semibold text-slate-600">{t('quiz.history.best')}</h3>
          <p className="mt-1 text-2xl font-bold text-slate-900" data-testid="best-score">
            {progress.data?.best
              ? t('quiz.test.score', {
                  score: formatCount(progress.data.best.score),
                  total: formatCount(progress.data.best.total),
                })
              : t('quiz.history.noBest')}
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="text-sm font-semibold text-slate-600">{t('quiz.history.weak')}</h3>
          {progress.data && progress.data.weakTopics.length > 0 ? (
            <ul className="mt-1 flex flex-col gap-1 text-slate-800">
              {progress.data.weakTopics.slice(0, 3).map((w) => (
                <li key={w.topic}>
                  {t(`quiz.topics.${w.topic}`)}:{' '}
                  {t('quiz.history.wrongOf', { wrong: formatCount(w.wrong), asked: formatCount(w.asked) })}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-slate-700">{t('quiz.history.noWeak')}</p>
          )}
        </div>
      </section>

      <section aria-label={t('quiz.history.title')}>
        <h3 className="mb-2 text-lg font-bold text-slate-900">{t('quiz.history.title')}</h3>
        {attempts.isPending && <Spinner />}
        {attempts.isError && (
          <ListLoadError message={t('quiz.history.loadFailed')} onRetry={() => void attempts.refetch()} />
        )}
        {attempts.data?.length === 0 && <p className="text-slate-700">{t('quiz.history.empty')}</p>}
        {attempts.data && attempts.data.length > 0 && (
          <ul className="flex flex-col gap-2">
            {attempts.data.map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3"
              >
                <span className="font-semibold text-slate-900">
                  {a.kind === 'mock' ? t('quiz.test.mockTitle') : t('quiz.test.vivaTitle')}
                </span>
                <span className="text-sm text-slate-600">{formatTime(new Date(a.startedAt), { withDate: true })}</span>
                <span className="font-semibold text-slate-900">
                  {a.score === null
                    ? t('quiz.history.notSubmitted')
                    : t('quiz.test.score', { score: formatCount(a.score), total: formatCount(a.total) })}
                </span>
                {a.score !== null && (
                  <span className={a.passed ? 'text-emerald-700' : 'text-red-700'}>
                    {a.late ? t('quiz.test.late') : a.passed ? t('quiz.test.passed') : t('quiz.test.failed')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
