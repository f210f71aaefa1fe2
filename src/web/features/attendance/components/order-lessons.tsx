import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Panel } from '#web/components/ui/panel.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { formatCount } from '#web/lib/format.ts';
import { scheduleText } from '#web/lib/schedule.ts';
import type { Progress } from '#shared/schemas/batch.ts';
import { useProgress } from '#web/features/attendance/api/get-progress.ts';

/**
 * An order's teaching for the office, on the order's page: sessions attended against the course's
 * lessons and whether the student is ready, the batch (one tap away), then `children` of the
 * progress: the BRTA test appointments and the certificate, which the page brings from their
 * features.
 */
export function OrderLessons({ oid, children }: { oid: string; children: (progress: Progress) => ReactNode }) {
  const { t } = useTranslation();
  const progress = useProgress(oid);
  const p = progress.data;
  return (
    <Panel
      title={t('certificates.office.heading')}
      headingId={`lessons-${oid}`}
      className="gap-5"
      testId="order-lessons"
    >
      {progress.isPending && <Spinner />}
      {progress.isError && <ListLoadError message={t('progress.loadFailed')} onRetry={() => void progress.refetch()} />}
      {p && (
        <>
          <div className="flex flex-col gap-1">
            <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
              <span data-testid="office-attended">
                {t('certificates.office.attended', {
                  attended: formatCount(p.attended),
                  required: formatCount(p.required),
                })}
              </span>
              <span
                className={`rounded-full px-2.5 py-0.5 text-sm ${p.ready ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
                data-testid="office-ready"
              >
                {p.ready ? `✓ ${t('certificates.office.ready')}` : t('certificates.office.notReady')}
              </span>
            </p>
            {p.mock.best && (
              <p className="text-sm text-slate-700" data-testid="office-mock">
                {t('certificates.office.mock', {
                  score: formatCount(p.mock.best.score),
                  total: formatCount(p.mock.best.total),
                })}
              </p>
            )}
            {p.mock.required && !p.mock.best?.passed && (
              <p className="text-sm text-slate-700">{t('certificates.office.mockNeeded')}</p>
            )}
            {p.batch ? (
              <p className="text-sm text-slate-700">
                {t('certificates.office.batch', { when: scheduleText(p.batch) })}{' '}
                <Link
                  to={paths.batch(p.batch.id)}
                  className="inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2"
                >
                  {t('certificates.office.openBatch')}
                </Link>
              </p>
            ) : (
              <p className="text-sm text-slate-600">{t('certificates.office.noBatch')}</p>
            )}
          </div>
          {children(p)}
        </>
      )}
    </Panel>
  );
}
