import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Batch, Progress } from '#shared/schemas/batch.ts';
import { Panel } from '#web/components/ui/panel.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { formatCount } from '#web/lib/format.ts';
import { clockTime, listText, scheduleText, sessionDay, vehicleText } from '#web/lib/schedule.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { useProgress } from '#web/features/attendance/api/get-progress.ts';

/**
 * A student's lessons on one order, on My Course. Without a seat: `chooseBatch`, where the student
 * takes one (the batches feature's). With a seat: the next session (day, time, place, instructor,
 * vehicle), the sessions attended of those the course requires with a bar, the checklist's skills
 * ticked or not, and what remains before the test, or "Ready for the test". Then, seat or not,
 * `after` the progress: the BRTA tests and the certificate, which the page brings from their
 * features.
 */
export function CourseProgress({
  oid,
  title,
  chooseBatch,
  after,
}: {
  oid: string;
  title: string;
  chooseBatch: ReactNode;
  after: (progress: Progress) => ReactNode;
}) {
  const { t } = useTranslation();
  const progress = useProgress(oid);
  const headingId = `progress-${oid}`;
  return (
    <Panel
      title={t('progress.heading', { course: title })}
      headingId={headingId}
      intro={
        <>
          {t('progress.order')} <span className="font-mono">{oid}</span>
        </>
      }
      testId="course-progress"
    >
      {progress.isPending && <Spinner />}
      {progress.isError && <ListLoadError message={t('progress.loadFailed')} onRetry={() => void progress.refetch()} />}
      {progress.data &&
        (progress.data.batch ? <Seated progress={progress.data} batch={progress.data.batch} /> : chooseBatch)}
      {progress.data && after(progress.data)}
    </Panel>
  );
}

/** With a seat: the next session, attendance against the course's lessons, skills, and what remains. */
function Seated({ progress, batch }: { progress: Progress; batch: Batch }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const skillName = (s: { en: string; bn: string }) => (language === 'bn' ? s.bn : s.en);
  const next = progress.nextSession;
  const share = progress.required > 0 ? Math.min(1, progress.attended / progress.required) : 1;
  const attendedText = t('progress.attended', {
    attended: formatCount(progress.attended),
    required: formatCount(progress.required),
  });
  const toPractise = progress.skills.filter((s) => !s.done);
  const facts = next
    ? [
        { key: 'date', value: sessionDay(next.date) },
        { key: 'time', value: clockTime(next.time) },
        { key: 'place', value: next.place },
        { key: 'instructor', value: batch.teacher.name },
        { key: 'vehicle', value: batch.vehicle ? vehicleText(batch.vehicle) : t('progress.next.noVehicle') },
      ]
    : [];
  return (
    <div className="flex flex-col gap-5">
      {progress.ready && (
        <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-emerald-950" data-testid="ready">
          <p className="text-lg font-bold">✓ {t('progress.ready')}</p>
          <p className="text-sm">{t('progress.readyText')}</p>
        </div>
      )}
      <div>
        <h4 className="text-base font-semibold text-slate-900">{t('progress.next.heading')}</h4>
        {next ? (
          <dl
            className="mt-2 grid gap-2 rounded-xl bg-brand-800 p-3 text-white sm:grid-cols-2"
            data-testid="next-session"
          >
            {facts.map(({ key, value }) => (
              <div key={key} className="flex flex-col">
                <dt className="text-xs font-medium text-brand-100">
                  {t(`progress.next.${key}` as 'progress.next.date')}
                </dt>
                <dd className="font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="mt-1 text-slate-600">{t('progress.next.none')}</p>
        )}
        <p className="mt-2 text-sm text-slate-600">{t('progress.batch', { when: scheduleText(batch) })}</p>
      </div>
      <div>
        <h4 className="text-base font-semibold text-slate-900">{t('progress.attendance')}</h4>
        <p className="mt-1 font-semibold text-slate-900" data-testid="attended">
          {attendedText}
        </p>
        <div
          role="progressbar"
          aria-label={t('progress.barLabel')}
          aria-valuemin={0}
          aria-valuemax={progress.required}
          aria-valuenow={Math.min(progress.attended, progress.required)}
          aria-valuetext={attendedText}
          className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-emerald-600" style={{ width: `${Math.round(share * 100)}%` }} />
        </div>
        {(progress.absent > 0 || progress.late > 0) && (
          <p className="mt-1 text-sm text-slate-600">
            {t('progress.absentLate', { absent: formatCount(progress.absent), late: formatCount(progress.late) })}
          </p>
        )}
      </div>
      {progress.skills.length > 0 && (
        <div>
          <h4 className="text-base font-semibold text-slate-900">{t('progress.skills.heading')}</h4>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2" data-testid="skills">
            {progress.skills.map((s) => (
              <li
                key={s.key}
                className={`flex items-center gap-2 text-sm ${s.done ? 'text-slate-900' : 'text-slate-600'}`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    s.done ? 'bg-emerald-600 text-white' : 'border border-slate-300'
                  }`}
                >
                  {s.done ? '✓' : ''}
                </span>
                <span lang={language}>{skillName(s)}</span>
                <span className="sr-only">{s.done ? t('progress.skills.done') : t('progress.skills.notYet')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {!progress.ready && (
        <div>
          <h4 className="text-base font-semibold text-slate-900">{t('progress.remains.heading')}</h4>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800" data-testid="remains">
            <li>{t('progress.remains.sessions', { count: progress.remaining, n: formatCount(progress.remaining) })}</li>
            {progress.mock.required && !progress.mock.best?.passed && (
              <li data-testid="remains-mock">
                {progress.mock.best
                  ? t('progress.remains.mockBest', {
                      score: formatCount(progress.mock.best.score),
                      total: formatCount(progress.mock.best.total),
                    })
                  : t('progress.remains.mock')}{' '}
                <Link to={paths.theory} className="font-medium text-brand-800 underline underline-offset-2">
                  {t('progress.remains.mockLink')}
                </Link>
              </li>
            )}
            {toPractise.length > 0 ? (
              <li>
                {t('progress.remains.skills', {
                  skills: listText(toPractise.map(skillName)),
                })}
              </li>
            ) : (
              progress.skills.length > 0 && <li>{t('progress.remains.allSkills')}</li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
