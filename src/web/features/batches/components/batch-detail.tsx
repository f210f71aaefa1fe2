import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { todayInDhaka } from '#shared/dates.ts';
import { OID_PATTERN } from '#shared/ids.ts';
import type { BatchDetail } from '#shared/schemas/batch.ts';
import { Form } from '#web/components/ui/form.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { inputClass } from '#web/components/ui/field.tsx';
import { OrderLink } from '#web/components/ui/order-link.tsx';
import { PhoneLink } from '#web/components/ui/phone-link.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';
import { formatCount, formatShortDay } from '#web/lib/format.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { usePlaceStudent } from '#web/features/batches/api/place-student.ts';
import { oidFromText } from '#web/features/batches/schemas.ts';
import { courseTitleOf, scheduleText, sessionDay, vehicleText } from '#web/lib/schedule.ts';
import { WaitingList } from './waiting-list';

/**
 * One batch for the office: what it is (course, days and time, teacher, vehicle, place, first and
 * last day, seats), who has a seat (name, SID, a phone to tap, the order one tap away), who of the
 * course is waiting for a seat (placed in one tap), a box that places a student by their order's OID, and every session's day, each opening its roster.
 */
export function BatchDetailView({ batch }: { batch: BatchDetail }) {
  return (
    <div className="flex flex-col gap-5">
      <BatchSummary batch={batch} />
      <BatchStudents batch={batch} />
      <WaitingList batch={batch} />
      <PlaceStudent batch={batch} />
      <BatchSessions batch={batch} />
    </div>
  );
}

function BatchSummary({ batch }: { batch: BatchDetail }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const full = batch.seatsTaken >= batch.capacity;
  const facts = [
    { key: 'teacher', value: batch.teacher.name },
    { key: 'vehicle', value: batch.vehicle ? vehicleText(batch.vehicle) : t('batchesAdmin.noVehicle') },
    { key: 'place', value: batch.place },
    {
      key: 'dates',
      value: t('batchesAdmin.detail.dateRange', {
        from: formatShortDay(batch.sessionDates[0] ?? batch.startDate) ?? '',
        to: formatShortDay(batch.sessionDates.at(-1) ?? batch.startDate) ?? '',
      }),
    },
    { key: 'sessions', value: formatCount(batch.sessions) },
    {
      key: 'seats',
      value: `${t('batchesAdmin.seats', { taken: formatCount(batch.seatsTaken), capacity: formatCount(batch.capacity) })}${full ? ` · ${t('batchesAdmin.full')}` : ''}`,
    },
  ] as const;
  return (
    <header className="rounded-2xl bg-brand-800 p-4 text-white sm:p-6">
      <p className="text-xl font-bold">{courseTitleOf(batch, language)}</p>
      <p className="mt-1 text-brand-50" data-testid="batch-schedule">
        {scheduleText(batch)}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(({ key, value }) => (
          <div key={key} className="flex flex-col">
            <dt className="text-xs font-medium text-brand-100">{t(`batchesAdmin.detail.facts.${key}`)}</dt>
            <dd className="font-semibold" data-testid={`batch-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

function BatchStudents({ batch }: { batch: BatchDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="batch-students" className="flex flex-col gap-3">
      <h3 id="batch-students" className="text-lg font-semibold text-slate-900">
        {t('batchesAdmin.detail.students.heading')}
      </h3>
      {batch.students.length === 0 ? (
        <p className="text-slate-600">{t('batchesAdmin.detail.students.empty')}</p>
      ) : (
        <DataTable
          caption={t('batchesAdmin.detail.students.caption')}
          rows={batch.students}
          rowKey={(s) => s.oid}
          columns={[
            {
              header: t('batchesAdmin.detail.students.col.name'),
              cell: (s) => <span className="font-semibold">{s.name}</span>,
              role: 'title',
            },
            {
              header: t('batchesAdmin.detail.students.col.sid'),
              cell: (s) => <span className="font-mono">{s.sid}</span>,
            },
            {
              header: t('batchesAdmin.detail.students.col.phone'),
              cell: (s) => (
                <PhoneLink phone={s.phone} className="inline-flex min-h-11 items-center whitespace-nowrap" />
              ),
            },
            {
              header: t('batchesAdmin.detail.students.col.order'),
              cell: (s) => (
                <OrderLink
                  oid={s.oid}
                  label={t('batchesAdmin.detail.students.openOrder', { oid: s.oid, name: s.name })}
                />
              ),
            },
          ]}
        />
      )}
    </section>
  );
}

/**
 * "Place a student": the order's OID (letters raised and Bengali digits read as typed). A full
 * batch, an order with a seat already, one of another course or no such order is said under the
 * box in words, and the batch shows its seats as they now are.
 */
function PlaceStudent({ batch }: { batch: BatchDetail }) {
  const { t } = useTranslation();
  const place = usePlaceStudent();
  const id = useId();
  const [oid, setOid] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = oidFromText(oid);
    if (!OID_PATTERN.test(typed)) {
      setError(t('batchesAdmin.detail.place.badOid'));
      return;
    }
    setError(undefined);
    place.mutate(
      { batchId: batch.id, oid: typed },
      {
        onSuccess: () => {
          setOid('');
          toast.success(t('batchesAdmin.detail.place.placed', { oid: typed }));
        },
        onError: (err) =>
          setError(err instanceof ApiError && err.fields?.oid ? t('batchesAdmin.detail.place.badOid') : errorText(err)),
      },
    );
  };
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {t('batchesAdmin.detail.place.heading')}
      </h3>
      <Form onSubmit={submit} busy={place.isPending} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {t('batchesAdmin.detail.place.label')}
          </label>
          <input
            id={id}
            value={oid}
            onChange={(e) => setOid(e.target.value)}
            placeholder="OID12345678"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={!!error}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            className={`${inputClass} font-mono`}
          />
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {t('batchesAdmin.detail.place.hint')}
          </p>
          {error && (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-700" data-testid="place-error">
              {error}
            </p>
          )}
        </div>
        <SubmitButton busy={place.isPending} className="sm:mt-7">
          {t('batchesAdmin.detail.place.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}

function BatchSessions({ batch }: { batch: BatchDetail }) {
  const { t } = useTranslation();
  const today = todayInDhaka();
  return (
    <section aria-labelledby="batch-sessions" className="flex flex-col gap-3">
      <div>
        <h3 id="batch-sessions" className="text-lg font-semibold text-slate-900">
          {t('batchesAdmin.detail.sessions.heading')}
        </h3>
        <p className="text-sm text-slate-600">{t('batchesAdmin.detail.sessions.intro')}</p>
      </div>
      <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="session-days">
        {batch.sessionDates.map((date, i) => {
          const isToday = date === today;
          return (
            <li key={date}>
              <Link
                to={paths.roster(batch.id, date)}
                aria-current={isToday ? 'date' : undefined}
                aria-label={t('batchesAdmin.detail.sessions.label', { n: formatCount(i + 1), day: sessionDay(date) })}
                className={`flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 text-sm hover:border-brand-600 ${
                  isToday
                    ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                    : date < today
                      ? 'border-slate-200 bg-slate-50 text-slate-600'
                      : 'border-slate-200 bg-white text-slate-900'
                }`}
              >
                <span className="w-8 shrink-0 text-right font-semibold tabular-nums">{formatCount(i + 1)}</span>
                <span className="flex-1">{sessionDay(date)}</span>
                {isToday && (
                  <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
                    {t('batchesAdmin.detail.sessions.today')}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
