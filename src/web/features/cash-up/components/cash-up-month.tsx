import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CashUpListDay } from '#shared/schemas/cash-up.ts';
import { MonthInput } from '#web/components/ui/date-field.tsx';
import { useMonthParam } from '#web/hooks/use-month-param.ts';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { formatMonth, formatShortDay } from '#web/lib/format.ts';
import { taka } from '#web/lib/taka.ts';
import { useCashUpMonth } from '#web/features/cash-up/api/get-cash-ups.ts';
import { Difference } from './close-form';

/** A day's state in words: closed (and how much came in and went out after), or not closed. */
function DayState({ day }: { day: CashUpListDay }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col gap-0.5">
      <span className={`font-medium ${day.close ? 'text-slate-900' : 'text-amber-900'}`}>
        {day.close ? t('cashUp.month.closed', { name: day.close.closedBy?.name ?? '' }) : t('cashUp.month.notClosed')}
      </span>
      {day.late.payments > 0 && (
        <span className="text-xs text-amber-900">
          {t('cashUp.month.late', { count: day.late.payments, amount: taka(day.late.amount) })}
        </span>
      )}
      {day.late.refunds > 0 && (
        <span className="text-xs text-amber-900">
          {t('cashUp.month.lateRefunds', { count: day.late.refunds, amount: taka(day.late.refunded) })}
        </span>
      )}
      {day.reopened > 0 && (
        <span className="text-xs text-slate-600">{t('cashUp.month.reopened', { count: day.reopened })}</span>
      )}
    </span>
  );
}

/** A figure with its name: the name shown on a phone's two-line row, and to a screen reader always. */
function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className="flex flex-col sm:block sm:text-right">
      <span className="text-xs text-slate-500 sm:sr-only">{label}</span>
      <span className="tabular-nums">{children}</span>
    </span>
  );
}

const ROW = 'sm:grid sm:grid-cols-[8rem_7rem_7rem_8rem_1fr] sm:items-center sm:gap-4';

/**
 * The days, one compact row each so a month fits a phone: the day and its state, then the money
 * confirmed, the count and the difference; from 640 px one line per day under column names.
 */
function DayList({ caption, days }: { caption: string; days: CashUpListDay[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={caption} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <p
        className={`hidden border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold text-slate-700 ${ROW}`}
        aria-hidden
      >
        <span>{t('cashUp.month.day')}</span>
        <span className="text-right">{t('cashUp.month.confirmed')}</span>
        <span className="text-right">{t('cashUp.month.counted')}</span>
        <span className="text-right">{t('cashUp.month.difference')}</span>
        <span>{t('cashUp.month.state')}</span>
      </p>
      <ul className="divide-y divide-slate-100">
        {days.map((d) => (
          <li
            key={d.day}
            className={`grid grid-cols-3 gap-x-3 gap-y-1 px-4 py-3 text-sm ${ROW}`}
            data-testid={`day-${d.day}`}
          >
            <Link
              className="col-span-1 font-semibold text-brand-800 underline sm:col-span-1"
              to={`${paths.cashUp}?day=${d.day}`}
            >
              {formatShortDay(d.day)}
            </Link>
            <span className="col-span-2 text-right sm:hidden">
              <DayState day={d} />
            </span>
            <Figure label={t('cashUp.month.confirmed')}>
              {taka(d.total)}
              {d.refunded > 0 && (
                <span className="block text-xs text-slate-600">
                  {t('cashUp.month.refunded', { amount: taka(d.refunded) })}
                </span>
              )}
            </Figure>
            <Figure label={t('cashUp.month.counted')}>{d.close ? taka(d.close.counted) : '—'}</Figure>
            <Figure label={t('cashUp.month.difference')}>
              {d.close ? <Difference amount={d.close.difference} /> : '—'}
            </Figure>
            <span className="hidden sm:block">
              <DayState day={d} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The owner's month: every day to today, newest first, with the money the app confirmed, the
 * close's count and difference, or "Not closed"; a day opens its cash-up page.
 */
export function CashUpMonthView() {
  const { t } = useTranslation();
  const { month, picker } = useMonthParam();
  const query = useCashUpMonth(month);

  return (
    <div className="flex flex-col gap-5">
      <MonthInput label={t('cashUp.month.pick')} {...picker} />
      {query.isError ? (
        <ListLoadError message={t('cashUp.month.loadFailed')} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Spinner />
      ) : (
        <div className={query.isPlaceholderData ? 'opacity-60' : ''} aria-busy={query.isPlaceholderData}>
          <DayList
            caption={t('cashUp.month.caption', { month: formatMonth(query.data.month) })}
            days={query.data.days}
          />
        </div>
      )}
    </div>
  );
}
