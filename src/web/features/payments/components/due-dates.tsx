import { useTranslation } from 'react-i18next';
import type { Ledger } from '#shared/schemas/payment.ts';
import { formatDay } from '#web/lib/format.ts';
import { taka } from '#web/lib/taka.ts';

/**
 * When each part of the fee is due, and whether it is paid: the course's instalment plan as fixed
 * at booking, or the whole fee by the start date. An overdue part says so in words and with a
 * mark, not by colour alone.
 */
export function DueDates({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation();
  if (ledger.instalments.length === 0 || ledger.price - ledger.discount === 0) return null;
  const plan = ledger.instalments.length > 1;
  return (
    <div data-testid="due-dates">
      <h4 className="text-base font-semibold text-slate-900">{t('payments.dueDates.heading')}</h4>
      {ledger.overdue > 0 && (
        <p className="mt-2 rounded-xl border border-rose-300 bg-rose-50 p-3 font-semibold text-rose-900" role="status">
          {t('payments.dueDates.overdueNotice', { amount: taka(ledger.overdue) })}
        </p>
      )}
      <ol className="mt-2 flex flex-col divide-y divide-slate-100">
        {ledger.instalments.map((part, i) => {
          const state = part.due === 0 ? 'paid' : part.overdue ? 'overdue' : part.paid > 0 ? 'partly' : 'due';
          return (
            <li
              key={part.dueDate}
              className="flex flex-wrap items-baseline justify-between gap-x-3 py-2"
              data-testid="due-part"
            >
              <span>
                <span className="font-semibold text-slate-900">
                  {plan ? t('payments.dueDates.part', { n: i + 1 }) : t('payments.dueDates.whole')}
                </span>{' '}
                <span className="tabular-nums">{taka(part.amount)}</span>
                <span className="block text-sm text-slate-600">
                  {t('payments.dueDates.by', { date: formatDay(part.dueDate) ?? part.dueDate })}
                </span>
              </span>
              <span
                className={`text-sm font-semibold ${
                  state === 'paid' ? 'text-emerald-800' : state === 'overdue' ? 'text-rose-800' : 'text-slate-700'
                }`}
                data-testid="due-part-state"
              >
                {state === 'paid' && `✓ ${t('payments.dueDates.paid')}`}
                {state === 'overdue' && `! ${t('payments.dueDates.overdue', { amount: taka(part.due) })}`}
                {state === 'partly' && t('payments.dueDates.left', { amount: taka(part.due) })}
                {state === 'due' && t('payments.dueDates.notYet')}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
