import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { BatchDetail, WaitingStudent } from '#shared/schemas/batch.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { inputClass } from '#web/components/ui/field.tsx';
import { PhoneLink } from '#web/components/ui/phone-link.tsx';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { formatShortDay } from '#web/lib/format.ts';
import { usePlaceStudent } from '#web/features/batches/api/place-student.ts';
import { useWaitingStudents } from '#web/features/batches/api/get-waiting.ts';

/** What is typed, sent once the typing pauses, so each key press is not a request. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value.trim()), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * "Waiting for a seat": the course's students without a seat (name, phone, OID, the start date they
 * booked), a search by name, OID or phone in any spelling, and one tap to place a student. A batch
 * that starts before the student's booked start date asks first. The seat is taken by the batch's
 * one placement (POST /api/batches/{id}/students), which the database guards.
 */
export function WaitingList({ batch }: { batch: BatchDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState('');
  const q = useSettled(typed);
  const list = useWaitingStudents(batch.id, q);
  const place = usePlaceStudent();
  const [asking, setAsking] = useState<WaitingStudent | null>(null);
  const full = batch.seatsTaken >= batch.capacity;
  const start = batch.sessionDates[0] ?? batch.startDate;

  const doPlace = (s: WaitingStudent) =>
    place.mutate(
      { batchId: batch.id, oid: s.oid },
      {
        onSuccess: () => toast.success(t('batchesAdmin.detail.place.placed', { oid: s.oid })),
        onError: (err) => toast.error(errorText(err)),
        onSettled: () => setAsking(null),
      },
    );
  const tap = (s: WaitingStudent) => (start < s.sdate ? setAsking(s) : doPlace(s));

  const rows = list.data ?? [];
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h3 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {t('batchesAdmin.detail.waiting.heading')}
        </h3>
        <p className="text-sm text-slate-600">{t('batchesAdmin.detail.waiting.intro')}</p>
      </div>
      <div role="search" className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('batchesAdmin.detail.waiting.search')}
        </label>
        <input
          id={id}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          className={inputClass}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {t('batchesAdmin.detail.waiting.searchHint')}
        </p>
      </div>
      {full && <p className="text-sm font-medium text-amber-800">{t('batchesAdmin.detail.waiting.full')}</p>}
      {list.isError ? (
        <p role="alert" className="text-red-700">
          {t('batchesAdmin.detail.waiting.loadFailed')}
        </p>
      ) : list.isPending ? null : rows.length === 0 ? (
        <p className="text-slate-600" data-testid="waiting-empty">
          {q ? t('batchesAdmin.detail.waiting.noMatch') : t('batchesAdmin.detail.waiting.empty')}
        </p>
      ) : (
        <DataTable
          caption={t('batchesAdmin.detail.waiting.caption')}
          rows={rows}
          rowKey={(s) => s.oid}
          columns={[
            {
              header: t('batchesAdmin.detail.waiting.col.name'),
              cell: (s) => <span className="font-semibold">{s.name}</span>,
              role: 'title',
            },
            {
              header: t('batchesAdmin.detail.waiting.col.phone'),
              cell: (s) => (
                <PhoneLink phone={s.phone} className="inline-flex min-h-11 items-center whitespace-nowrap" />
              ),
            },
            {
              header: t('batchesAdmin.detail.waiting.col.oid'),
              cell: (s) => <span className="font-mono">{s.oid}</span>,
            },
            {
              header: t('batchesAdmin.detail.waiting.col.sdate'),
              cell: (s) => <span className="whitespace-nowrap">{formatShortDay(s.sdate)}</span>,
            },
            {
              header: t('batchesAdmin.detail.waiting.place'),
              role: 'actions',
              cell: (s) => (
                <button
                  type="button"
                  className={buttonStyles.primary}
                  disabled={full || place.isPending}
                  aria-label={t('batchesAdmin.detail.waiting.placeLabel', { name: s.name, oid: s.oid })}
                  onClick={() => tap(s)}
                >
                  {place.isPending && place.variables.oid === s.oid && <ButtonSpinner />}
                  {t('batchesAdmin.detail.waiting.place')}
                </button>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={asking !== null}
        tone="primary"
        busy={place.isPending}
        message={
          asking
            ? t('batchesAdmin.detail.waiting.early', {
                start: formatShortDay(start) ?? start,
                sdate: formatShortDay(asking.sdate) ?? asking.sdate,
                name: asking.name,
              })
            : ''
        }
        confirmLabel={t('batchesAdmin.detail.waiting.earlyYes')}
        onConfirm={() => asking && doPlace(asking)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
