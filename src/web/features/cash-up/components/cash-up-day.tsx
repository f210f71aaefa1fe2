import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { todayInDhaka } from '#shared/dates.ts';
import { isRealDay } from '#shared/dates.ts';
import { asciiDigits } from '#shared/digits.ts';
import { DateInput } from '#web/components/ui/date-field.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatDay } from '#web/lib/format.ts';
import { taka } from '#web/lib/taka.ts';
import { useCashUpDay } from '#web/features/cash-up/api/get-cash-up-day.ts';
import { CloseForm } from './close-form';
import { CloseFigures, LatePayments, LateRefunds, ReopenForm, ReopenedClose } from './closed-day';

/**
 * The day's cash-up (the office): the day in the address (`?day=`, today to start), then either the
 * close form or the day's close, what came in after it and the closes the owner re-opened.
 * `canReopen` (the owner) shows Re-open under a close.
 */
export function CashUpDayView({ canReopen }: { canReopen: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = todayInDhaka();
  const asked = asciiDigits(params.get('day') ?? '');
  const day = isRealDay(asked) && asked <= today ? asked : today;
  const query = useCashUpDay(day);
  const data = query.data;

  return (
    <div className="flex max-w-4xl flex-col gap-5">
      <Field label={t('cashUp.day.pick')} className="max-w-xs">
        {(ids) => (
          <DateInput
            ids={ids}
            value={day}
            max={today}
            onChange={(picked) => {
              if (isRealDay(picked)) setParams({ day: picked });
            }}
          />
        )}
      </Field>
      {query.isError ? (
        <ListLoadError message={t('cashUp.day.loadFailed')} onRetry={() => void query.refetch()} />
      ) : !data ? (
        <Spinner />
      ) : (
        <div
          className={`flex flex-col gap-5 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={query.isPlaceholderData}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-xl font-semibold text-slate-900" data-testid="cash-up-day">
              {formatDay(data.day)}
            </h3>
            <p
              className={`rounded-full px-3 py-1 text-sm font-semibold ${data.close ? 'bg-slate-800 text-white' : 'bg-emerald-100 text-emerald-900'}`}
              data-testid="cash-up-state"
            >
              {data.close ? t('cashUp.day.stateClosed') : t('cashUp.day.stateOpen')}
            </p>
          </div>
          <p className="text-slate-700">{t('cashUp.day.confirmedNow', { amount: taka(data.total) })}</p>
          {data.refunded > 0 && (
            <p className="text-slate-700" data-testid="cash-up-refunded">
              {t('cashUp.day.refundedNow', { amount: taka(data.refunded), inHand: taka(data.expected) })}
            </p>
          )}
          {data.close ? (
            <section className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <CloseFigures close={data.close} testId="cash-up-close" />
              <LatePayments late={data.late} />
              <LateRefunds refunds={data.lateRefunds} />
              {canReopen && <ReopenForm key={data.close.id} close={data.close} />}
            </section>
          ) : (
            <CloseForm key={`${data.day} ${data.methods.map((m) => m.expected).join(' ')}`} day={data} />
          )}
          {data.reopened.length > 0 && (
            <section className="flex flex-col gap-2">
              <h3 className="text-lg font-semibold text-slate-900">{t('cashUp.day.reopenedHeading')}</h3>
              {data.reopened.map((c) => (
                <ReopenedClose key={c.id} close={c} />
              ))}
            </section>
          )}
        </div>
      )}
    </div>
  );
}
