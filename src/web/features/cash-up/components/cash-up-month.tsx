import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { todayInDhaka } from '#shared/dates.ts';
import { asciiDigits } from '#shared/digits.ts';
import type { CashUpListDay } from '#shared/schemas/cash-up.ts';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { inputClass } from '#web/components/ui/field.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { formatMonth, formatShortDay } from '#web/lib/format.ts';
import { taka } from '#web/lib/taka.ts';
import { useCashUpMonth } from '#web/features/cash-up/api/get-cash-ups.ts';
import { Difference } from './close-form';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A day's state in words: closed (and how much came in after), or not closed. */
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
      {day.reopened > 0 && (
        <span className="text-xs text-slate-600">{t('cashUp.month.reopened', { count: day.reopened })}</span>
      )}
    </span>
  );
}

/**
 * The owner's month: every day to today, newest first, with the money the app confirmed, the
 * close's count and difference, or "Not closed"; a day opens its cash-up page.
 */
export function CashUpMonthView() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const thisMonth = todayInDhaka().slice(0, 7);
  const asked = asciiDigits(params.get('month') ?? '');
  const month = MONTH.test(asked) && asked <= thisMonth ? asked : thisMonth;
  const query = useCashUpMonth(month);

  const columns: Column<CashUpListDay>[] = [
    {
      header: t('cashUp.month.day'),
      cell: (d) => (
        <Link className="font-semibold text-brand-800 underline" to={`${paths.cashUp}?day=${d.day}`}>
          {formatShortDay(d.day)}
        </Link>
      ),
      role: 'title',
    },
    {
      header: t('cashUp.month.confirmed'),
      cell: (d) => <span className="tabular-nums">{taka(d.total)}</span>,
      className: 'text-right max-sm:text-left',
    },
    {
      header: t('cashUp.month.counted'),
      cell: (d) => <span className="tabular-nums">{d.close ? taka(d.close.counted) : '—'}</span>,
      className: 'text-right max-sm:text-left',
    },
    {
      header: t('cashUp.month.difference'),
      cell: (d) => (d.close ? <Difference amount={d.close.difference} /> : '—'),
      className: 'text-right max-sm:text-left',
    },
    { header: t('cashUp.month.state'), cell: (d) => <DayState day={d} /> },
  ];

  return (
    <div className="flex flex-col gap-5">
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium text-slate-800">
        {t('cashUp.month.pick')}
        <input
          type="month"
          className={inputClass}
          value={month}
          max={thisMonth}
          onChange={(e) => {
            if (MONTH.test(e.target.value)) setParams({ month: e.target.value });
          }}
        />
      </label>
      {query.isError ? (
        <ListLoadError message={t('cashUp.month.loadFailed')} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Spinner />
      ) : (
        <div className={query.isPlaceholderData ? 'opacity-60' : ''} aria-busy={query.isPlaceholderData}>
          <DataTable
            caption={t('cashUp.month.caption', { month: formatMonth(query.data.month) })}
            columns={columns}
            rows={query.data.days}
            rowKey={(d) => d.day}
          />
        </div>
      )}
    </div>
  );
}
