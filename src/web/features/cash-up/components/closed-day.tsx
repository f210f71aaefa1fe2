import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import {
  cashUpReopenSchema,
  type CashUp,
  type CashUpReopen,
  type LateEntry,
  type LateRefund,
} from '#shared/schemas/cash-up.ts';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { formatTime } from '#web/lib/format.ts';
import { taka } from '#web/lib/taka.ts';
import { useReopenClose } from '#web/features/cash-up/api/close-day.ts';
import { Difference } from './close-form';
import { cashUpMessages } from './messages';

/** A close as it was made: who closed it and when, each method's figure, count and difference, the note. */
export function CloseFigures({ close, testId }: { close: CashUp; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      <p className="text-sm text-slate-700">
        {t('cashUp.day.closedBy', {
          name: close.closedBy?.name ?? '',
          time: formatTime(new Date(close.closedAt), { withDate: true }),
        })}
      </p>
      <table className="w-full text-sm">
        <caption className="sr-only">{t('cashUp.day.linesCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-600">
            <th scope="col" className="py-2 pr-2 font-medium">
              {t('cashUp.day.method')}
            </th>
            {(['appFigure', 'countedShort', 'difference'] as const).map((key) => (
              <th key={key} scope="col" className={`py-2 text-right font-medium ${key === 'difference' ? '' : 'pr-2'}`}>
                {t(`cashUp.day.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {close.lines.map((l) => (
            <tr key={l.method}>
              <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-900">
                {t(`payments.methods.${l.method}`)}
              </th>
              <td className="py-2 pr-2 text-right tabular-nums">{taka(l.expected)}</td>
              <td className="py-2 pr-2 text-right tabular-nums">{taka(l.counted)}</td>
              <td className="py-2 text-right">
                <Difference amount={l.difference} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300 font-semibold">
            <th scope="row" className="py-2 pr-2 text-left">
              {t('cashUp.day.total')}
            </th>
            <td className="py-2 pr-2 text-right tabular-nums">{taka(close.expected)}</td>
            <td className="py-2 pr-2 text-right tabular-nums">{taka(close.counted)}</td>
            <td className="py-2 text-right">
              <Difference amount={close.difference} testId={testId && `${testId}-difference`} />
            </td>
          </tr>
        </tfoot>
      </table>
      {close.note && (
        <Noted
          label={t('cashUp.day.noteLabel')}
          text={close.note}
          className="rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800"
        />
      )}
    </div>
  );
}

/** What someone wrote on the day (the close's note, why a payment came in late), after its label in bold. */
function Noted({ label, text, className }: { label: string; text: string; className: string }) {
  return (
    <p className={className}>
      <span className="font-semibold">{label}</span> {text}
    </p>
  );
}

/** Money that came in or went out after the day was closed: a heading, then one card each. */
function AfterTheClose({ heading, testId, children }: { heading: string; testId: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid={testId}>
      <h4 className="font-semibold text-amber-950">{heading}</h4>
      <ul className="flex flex-col gap-2 text-sm">{children}</ul>
    </section>
  );
}

/** Payments confirmed into the day after it was closed, each with who confirmed it and why. */
export function LatePayments({ late }: { late: LateEntry[] }) {
  const { t } = useTranslation();
  if (late.length === 0) return null;
  return (
    <AfterTheClose heading={t('cashUp.day.lateHeading', { count: late.length })} testId="late-payments">
      {late.map((e) => (
        <li key={e.paymentId} className="rounded-lg bg-white p-3 shadow-sm">
          <p className="font-medium text-slate-900">
            {taka(e.amount)} · {t(`payments.methods.${e.method}`)} · {e.oid}
            {e.receiptNumber ? ` · ${e.receiptNumber}` : ''}
          </p>
          <p className="text-slate-700">
            {e.via === 'bkash'
              ? t('cashUp.day.lateByBkash', { time: formatTime(new Date(e.confirmedAt)) })
              : t('cashUp.day.lateBy', { name: e.by ?? '', time: formatTime(new Date(e.confirmedAt)) })}
          </p>
          {e.reason && <Noted label={t('cashUp.day.reason')} text={e.reason} className="text-slate-800" />}
        </li>
      ))}
    </AfterTheClose>
  );
}

/** Refunds paid out of the day after it was closed, each with who approved it and why. */
export function LateRefunds({ refunds }: { refunds: LateRefund[] }) {
  const { t } = useTranslation();
  if (refunds.length === 0) return null;
  return (
    <AfterTheClose heading={t('cashUp.day.lateRefundsHeading', { count: refunds.length })} testId="late-refunds">
      {refunds.map((r) => (
        <li key={r.refundId} className="rounded-lg bg-white p-3 shadow-sm">
          <p className="font-medium text-slate-900">
            −{taka(r.amount)} · {t(`payments.methods.${r.method}`)} · {r.oid} · {r.number}
          </p>
          <p className="text-slate-700">
            {t('cashUp.day.lateRefundBy', { name: r.by ?? '', time: formatTime(new Date(r.approvedAt)) })}
          </p>
          <Noted label={t('cashUp.day.reason')} text={r.reason} className="text-slate-800" />
        </li>
      ))}
    </AfterTheClose>
  );
}

/** The owner re-opens a close: the reason is kept on it and in the activity log. */
export function ReopenForm({ close }: { close: CashUp }) {
  const { t } = useTranslation();
  const reopen = useReopenClose();
  const schema = useMemo(() => cashUpReopenSchema(cashUpMessages(t)), [t]);
  const form = useForm<{ reason: string }, unknown, CashUpReopen>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const field = fieldsOf(form);
  const onSubmit = submitWith(form, async ({ reason }) => {
    await reopen.mutateAsync({ id: close.id, reason });
    toast.success(t('cashUp.day.reopenedToast'));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <TextAreaField
        label={t('cashUp.day.reopenReason')}
        hint={t('cashUp.day.reopenHint')}
        rows={2}
        {...field('reason')}
      />
      <SubmitButton busy={form.formState.isSubmitting} className="w-full sm:w-auto sm:self-start">
        {t('cashUp.day.reopen')}
      </SubmitButton>
    </form>
  );
}

/** A close the owner re-opened: when, by whom, why, and its figures as they were. */
export function ReopenedClose({ close }: { close: CashUp }) {
  const { t } = useTranslation();
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-4">
      <summary className="cursor-pointer font-medium text-slate-800">
        {t('cashUp.day.reopenedSummary', {
          name: close.reopenedBy?.name ?? '',
          time: close.reopenedAt ? formatTime(new Date(close.reopenedAt), { withDate: true }) : '',
        })}
      </summary>
      <p className="mt-2 text-sm text-slate-800">
        <span className="font-semibold">{t('cashUp.day.reason')}</span> {close.reopenReason}
      </p>
      <div className="mt-3">
        <CloseFigures close={close} />
      </div>
    </details>
  );
}
