import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { todayInDhaka } from '#shared/dates.ts';
import type { Batch } from '#shared/schemas/batch.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { formatCount } from '#web/lib/format.ts';
import { joiningFrom, scheduleText } from '#web/lib/schedule.ts';
import { useOpenBatches } from '#web/features/batches/api/get-batches.ts';
import { usePlaceStudent } from '#web/features/batches/api/place-student.ts';

/**
 * A student's choice of batch on My Course, for an order without a seat: the open batches of the
 * course (days and time, place, instructor, first day, free seats), each with "Take this seat",
 * which asks first; a batch that filled meanwhile says so in words and the list shows the seats as
 * they now are.
 */
export function ChooseBatch({ oid, cid }: { oid: string; cid: string }) {
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
      toast.success(t('seats.taken', { day: joiningFrom(batch, todayInDhaka()).day }));
    } catch (err) {
      setRefusal(errorText(err));
    } finally {
      setAsking(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div>
        <h4 className="text-base font-semibold text-slate-900">{t('seats.heading')}</h4>
        <p className="text-sm text-slate-600">{t('seats.intro')}</p>
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
      {open.isError && <ListLoadError message={t('seats.loadFailed')} onRetry={() => void open.refetch()} />}
      {open.data?.length === 0 && <p className="rounded-xl bg-slate-50 p-3 text-slate-700">{t('seats.none')}</p>}
      {open.data && open.data.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={t('seats.listLabel')}>
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
                    {t('seats.starts', {
                      day: joiningFrom(b, today).day,
                      count: joiningFrom(b, today).sessions,
                      n: formatCount(joiningFrom(b, today).sessions),
                    })}
                  </li>
                  <li>{t('seats.place', { place: b.place })}</li>
                  <li>{t('seats.teacher', { name: b.teacher.name })}</li>
                </ul>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-emerald-800">
                    {t('seats.free', { count: free, n: formatCount(free) })}
                  </span>
                  <button
                    type="button"
                    className={buttonStyles.primary}
                    onClick={() => setAsking(b)}
                    aria-label={t('seats.takeLabel', {
                      when: scheduleText(b),
                      day: joiningFrom(b, today).day,
                    })}
                  >
                    {t('seats.take')}
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
            ? t('seats.confirm', {
                when: scheduleText(asking),
                place: asking.place,
                day: joiningFrom(asking, today).day,
              })
            : ''
        }
        busy={take.isPending}
        tone="primary"
        confirmLabel={t('seats.confirmYes')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
    </div>
  );
}
