import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { todayInDhaka } from '#shared/dates.ts';
import type { Batch, Progress } from '#shared/schemas/batch.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { paths } from '#web/config/paths.ts';
import { formatCount } from '#web/lib/format.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { useOpenBatches } from '#web/features/batches/api/get-batches.ts';
import { useProgress } from '#web/features/batches/api/get-progress.ts';
import { usePlaceStudent } from '#web/features/batches/api/place-student.ts';
import { clockTime } from './clock-time';
import { MyCertificate } from './certificates';
import { TestList } from './road-tests';
import { joiningFrom, listText, scheduleText, sessionDay, vehicleText } from './schedule';

/**
 * A student's lessons on one order, on My Course. Without a seat: the open batches of the course
 * (days and time, place, instructor, first day, free seats), each with "Take this seat", which
 * asks first; a batch that filled meanwhile says so in words and the list shows the seats as they
 * now are. With a seat: the next session (day, time, place, instructor, vehicle), the sessions
 * attended of those the course requires with a bar, the checklist's skills ticked or not, and
 * what remains before the test, or "Ready for the test".
 */
export function CourseProgress({ oid, cid, title }: { oid: string; cid: string; title: string }) {
  const { t } = useTranslation();
  const progress = useProgress(oid);
  const headingId = `progress-${oid}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="course-progress"
    >
      <header>
        <h3 id={headingId} className="text-lg font-bold text-slate-900">
          {t('progress.heading', { course: title })}
        </h3>
        <p className="text-sm text-slate-600">
          {t('progress.order')} <span className="font-mono">{oid}</span>
        </p>
      </header>
      {progress.isPending && <Spinner />}
      {progress.isError && <ListLoadError message={t('progress.loadFailed')} onRetry={() => void progress.refetch()} />}
      {progress.data &&
        (progress.data.batch ? (
          <Seated progress={progress.data} batch={progress.data.batch} />
        ) : (
          <ChooseBatch oid={oid} cid={cid} />
        ))}
      {progress.data && (
        <div>
          <h4 className="text-base font-semibold text-slate-900">{t('roadTests.heading')}</h4>
          <div className="mt-2">
            <TestList tests={progress.data.tests} />
          </div>
        </div>
      )}
      {progress.data && <MyCertificate oid={oid} />}
    </section>
  );
}

/** The open batches of the course, to take a seat in one. */
function ChooseBatch({ oid, cid }: { oid: string; cid: string }) {
  const { t } = useTranslation();
  const open = useOpenBatches(cid);
  const take = usePlaceStudent();
  const [asking, setAsking] = useState<Batch | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const today = todayInDhaka();

  // Awaited here rather than in mutate's callbacks: on success the card turns into the seated view
  // and this list unmounts, and the mutation's own callbacks would not run any more.
  const confirm = async () => {
    if (!asking) return;
    const batch = asking;
    setRefusal(undefined);
    try {
      await take.mutateAsync({ batchId: batch.id, oid });
      toast.success(t('progress.choose.taken', { day: joiningFrom(batch, todayInDhaka()).day }));
    } catch (err) {
      setRefusal(errorText(err));
    } finally {
      setAsking(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div>
        <h4 className="text-base font-semibold text-slate-900">{t('progress.choose.heading')}</h4>
        <p className="text-sm text-slate-600">{t('progress.choose.intro')}</p>
      </div>
      {refusal && (
        <p
          role="alert"
          className="rounded-xl border border-rose-200 bg-rose-50 p-3 font-medium text-rose-900"
          data-testid="seat-refused"
        >
          {refusal}
        </p>
      )}
      {open.isPending && <Spinner />}
      {open.isError && <ListLoadError message={t('progress.choose.loadFailed')} onRetry={() => void open.refetch()} />}
      {open.data?.length === 0 && (
        <p className="rounded-xl bg-slate-50 p-3 text-slate-700">{t('progress.choose.none')}</p>
      )}
      {open.data && open.data.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('progress.choose.listLabel')}>
          {open.data.map((b) => {
            const free = Math.max(0, b.capacity - b.seatsTaken);
            return (
              <li
                key={b.id}
                className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3"
                data-testid="open-batch"
              >
                <p className="text-base font-bold text-slate-900">{scheduleText(b)}</p>
                <ul className="flex flex-col gap-0.5 text-sm text-slate-700">
                  <li>
                    {t('progress.choose.starts', {
                      day: joiningFrom(b, today).day,
                      count: joiningFrom(b, today).sessions,
                      n: formatCount(joiningFrom(b, today).sessions),
                    })}
                  </li>
                  <li>{t('progress.choose.place', { place: b.place })}</li>
                  <li>{t('progress.choose.teacher', { name: b.teacher.name })}</li>
                </ul>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-emerald-800">
                    {t('progress.choose.free', { count: free, n: formatCount(free) })}
                  </span>
                  <button
                    type="button"
                    className={buttonStyles.primary}
                    onClick={() => setAsking(b)}
                    aria-label={t('progress.choose.takeLabel', {
                      when: scheduleText(b),
                      day: joiningFrom(b, today).day,
                    })}
                  >
                    {t('progress.choose.take')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        message={
          asking
            ? t('progress.choose.confirm', {
                when: scheduleText(asking),
                place: asking.place,
                day: joiningFrom(asking, today).day,
              })
            : ''
        }
        busy={take.isPending}
        tone="primary"
        confirmLabel={t('progress.choose.confirmYes')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </div>
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
