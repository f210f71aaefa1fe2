import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '#shared/constants.ts';
import type { Attendance, BatchDetail } from '#shared/schemas/batch.ts';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { PhoneLink } from '#web/components/ui/phone-link.tsx';
import { ButtonSpinner, Spinner } from '#web/components/ui/spinner.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { formatCount, formatDay } from '#web/lib/format.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { useBatchAttendance, useMarkAllPresent, useMarkAttendance } from '#web/features/attendance/api/attendance.ts';
import { clockTime } from '#web/lib/schedule.ts';

const STATUS_STYLE: Record<AttendanceStatus, { on: string; mark: string }> = {
  present: { on: 'bg-emerald-700 text-white border-emerald-700', mark: '✓' },
  late: { on: 'bg-amber-500 text-slate-950 border-amber-500', mark: '◷' },
  absent: { on: 'bg-rose-700 text-white border-rose-700', mark: '✕' },
};

/**
 * One session's roster, made for a phone in a field: each student with one tap each for present,
 * late and absent (saved at once, shown before the server answers), and a fold for a short note
 * and the skills practised from the course's checklist. The count at the top says how many are
 * marked and how many are present (late counts as present: they came). "All present" marks everyone
 * not marked yet, so a class of 10 with 2 absent is one tap and a tap per absence
 * (docs/decisions/0480); while it saves, the rows wait, so no tap meets a mark in flight.
 */
export function Roster({
  batchId,
  batch,
  date,
}: {
  batchId: string;
  /** The batch with its roster, as the page asks the batches feature for it. */
  batch: UseQueryResult<BatchDetail>;
  date: string;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const marks = useBatchAttendance(batchId);
  const allPresent = useMarkAllPresent(batchId);
  const [allError, setAllError] = useState<string>();
  if (batch.isPending || marks.isPending) return <Spinner />;
  if (batch.isError || marks.isError)
    return (
      <ListLoadError
        message={t('teaching.loadFailed')}
        onRetry={() => {
          void batch.refetch();
          void marks.refetch();
        }}
      />
    );
  const b = batch.data;
  const today = new Map(marks.data.filter((m) => m.date === date).map((m) => [m.oid, m]));
  const number = b.sessionDates.indexOf(date) + 1;
  const present = [...today.values()].filter((m) => m.status !== 'absent').length;
  const unmarked = b.students.filter((s) => !today.has(s.oid)).map((s) => s.oid);
  const markAll = () => {
    setAllError(undefined);
    allPresent.mutate(
      { date, oids: unmarked },
      {
        onSuccess: (failed) => {
          if (failed > 0) setAllError(t('teaching.allPresentFailed', { n: formatCount(failed) }));
        },
        onError: (err) => setAllError(errorText(err)),
      },
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <header className="rounded-xl bg-brand-800 p-4 text-white">
        <p className="text-lg font-bold">
          {clockTime(b.time)} · {language === 'bn' && b.courseTitleBn ? b.courseTitleBn : b.courseTitle}
        </p>
        <p className="text-sm text-brand-50">
          {formatDay(date)}
          {number > 0 && ` · ${t('teaching.sessionOf', { n: formatCount(number), of: formatCount(b.sessions) })}`}
        </p>
        <p className="text-sm text-brand-50">
          {b.place}
          {b.vehicle && ` · ${b.vehicle.name}${b.vehicle.registration ? ` (${b.vehicle.registration})` : ''}`}
        </p>
        <p className="mt-2 font-semibold" aria-live="polite" data-testid="roster-count">
          {t('teaching.marked', { marked: formatCount(today.size), students: formatCount(b.students.length) })}
        </p>
        <p className="text-sm font-semibold" aria-live="polite" data-testid="roster-present">
          {t('teaching.present', { present: formatCount(present), students: formatCount(b.students.length) })}
        </p>
      </header>
      {unmarked.length > 0 && (
        <button
          type="button"
          onClick={markAll}
          disabled={allPresent.isPending}
          className="min-h-12 rounded-lg bg-emerald-700 px-4 text-base font-semibold text-white disabled:opacity-60"
        >
          {allPresent.isPending && <ButtonSpinner />}
          {today.size === 0 ? t('teaching.allPresent') : t('teaching.restPresent', { n: formatCount(unmarked.length) })}
        </button>
      )}
      {allError && (
        <p role="alert" className="text-sm text-red-700">
          {allError}
        </p>
      )}
      {b.students.length === 0 ? (
        <p className="text-slate-600">{t('teaching.noStudents')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {b.students.map((s) => (
            <RosterRow
              key={s.oid}
              batch={b}
              date={date}
              student={s}
              mark={today.get(s.oid)}
              waiting={allPresent.isPending}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function RosterRow({
  batch,
  date,
  student,
  mark,
  waiting,
}: {
  batch: BatchDetail;
  date: string;
  student: BatchDetail['students'][number];
  mark: Attendance | undefined;
  /** "All present" is saving: the row's buttons wait for it. */
  waiting: boolean;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const save = useMarkAttendance(batch.id);
  const [note, setNote] = useState(mark?.note ?? '');
  const [skills, setSkills] = useState<string[]>(mark?.skills ?? []);
  const [error, setError] = useState<string>();
  const send = (status: AttendanceStatus, extra: { note?: string; skills?: string[] } = {}) => {
    setError(undefined);
    save.mutate(
      {
        oid: student.oid,
        date,
        status,
        note: (extra.note ?? mark?.note ?? '') || null,
        skills: extra.skills ?? mark?.skills ?? [],
      },
      { onError: (err) => setError(errorText(err)) },
    );
  };
  const groupId = `mark-${student.oid}`;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="roster-row">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span id={groupId} className="text-base font-semibold text-slate-900">
          {student.name}
        </span>
        <span className="text-sm text-slate-600">
          {student.sid} · <PhoneLink phone={student.phone} className="inline-block py-2" />
        </span>
      </div>
      <div role="group" aria-labelledby={groupId} className="mt-2 grid grid-cols-3 gap-2">
        {ATTENDANCE_STATUSES.map((status) => {
          const on = mark?.status === status;
          return (
            <button
              key={status}
              type="button"
              aria-pressed={on}
              disabled={waiting}
              onClick={() => send(status)}
              className={`min-h-12 rounded-lg border-2 px-2 text-sm font-semibold ${
                on ? STATUS_STYLE[status].on : 'border-slate-300 bg-white text-slate-800'
              }`}
            >
              {on && <span aria-hidden="true">{STATUS_STYLE[status].mark} </span>}
              {t(`teaching.status.${status}`)}
            </button>
          );
        })}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <details className="mt-2">
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-medium text-brand-800">
          {t('teaching.noteAndSkills')}
          {(mark?.skills.length ?? 0) > 0 &&
            ` (${t('teaching.skillsTicked', { count: mark!.skills.length, n: formatCount(mark!.skills.length) })})`}
        </summary>
        <fieldset className="mt-2 flex flex-col gap-2">
          <legend className="text-sm font-semibold text-slate-800">{t('teaching.skills')}</legend>
          <div className="grid grid-cols-2 gap-1">
            {batch.skills.map((skill) => (
              <label key={skill.key} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={skills.includes(skill.key)}
                  onChange={(e) =>
                    setSkills((list) =>
                      e.target.checked ? [...list, skill.key] : list.filter((key) => key !== skill.key),
                    )
                  }
                />
                <span lang={language}>{language === 'bn' ? skill.bn : skill.en}</span>
              </label>
            ))}
          </div>
          <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
            {t('teaching.note')}
            <input
              type="text"
              maxLength={300}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className="min-h-11 rounded-lg border border-slate-300 px-3 font-normal"
            />
          </label>
          <button
            type="button"
            onClick={() => send(mark?.status ?? 'present', { note, skills })}
            className="min-h-11 self-start rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white"
          >
            {mark ? t('teaching.saveNote') : t('teaching.saveNotePresent')}
          </button>
        </fieldset>
      </details>
    </li>
  );
}
