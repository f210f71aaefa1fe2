import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { PAYMENT_METHODS, type PaymentMethod } from '#shared/constants.ts';
import { asciiDigits } from '#shared/digits.ts';
import { cashUpFormSchema, type CashUpDay, type CashUpForm, type CashUpFormInput } from '#shared/schemas/cash-up.ts';
import { Form } from '#web/components/ui/form.tsx';
import { NumberField, TextAreaField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/api.ts';
import { atFields, fieldsOf, submitWith } from '#web/lib/form.ts';
import { formatShortDay } from '#web/lib/format.ts';
import { toastError } from '#web/lib/toast-error.ts';
import { taka } from '#web/lib/taka.ts';
import { useCloseDay } from '#web/features/cash-up/api/close-day.ts';
import { cashUpMessages } from './messages';

/** A count as typed, when it is one: whole taka, in either digits. */
function typedTaka(value: string | undefined): number | null {
  const digits = asciiDigits(value ?? '').trim();
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** Counted less the app's figure, with its sign: `+৳200`, `−৳200`, `৳0`. */
export function signedTaka(amount: number): string {
  if (amount === 0) return taka(0);
  return `${amount > 0 ? '+' : '−'}${taka(Math.abs(amount))}`;
}

/** How a difference reads: over, short or even, in words as well as colour. */
export function Difference({ amount, testId }: { amount: number; testId?: string }) {
  const { t } = useTranslation();
  const tone = amount === 0 ? 'text-emerald-800' : amount > 0 ? 'text-amber-800' : 'text-rose-800';
  const word = amount === 0 ? t('cashUp.day.even') : amount > 0 ? t('cashUp.day.over') : t('cashUp.day.short');
  return (
    <span className={`font-semibold whitespace-nowrap tabular-nums ${tone}`} data-testid={testId}>
      {signedTaka(amount)} <span className="text-xs font-medium">{word}</span>
    </span>
  );
}

/**
 * The close of an open day: each method's figure in the app, an empty box for what was counted
 * (typed, never copied from the figure, so nobody closes a day they did not count), the difference
 * as it is typed, a note, and Close. A method's figure is what should be in hand: confirmed in, less
 * refunds paid back that day. The figures seen are sent with it: if payments or refunds came in
 * meanwhile, the server refuses and the page shows the new figures.
 */
export function CloseForm({ day }: { day: CashUpDay }) {
  const { t } = useTranslation();
  const close = useCloseDay();
  const schema = useMemo(() => cashUpFormSchema(cashUpMessages(t)), [t]);
  const figureOf = (m: PaymentMethod) => day.methods.find((x) => x.method === m)!;
  const form = useForm<CashUpFormInput, unknown, CashUpForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      counted: Object.fromEntries(PAYMENT_METHODS.map((m) => [m, ''])) as Record<PaymentMethod, string>,
      note: '',
    },
  });
  const field = fieldsOf(form);
  const typed = useWatch({ control: form.control, name: 'counted' });
  const busy = form.formState.isSubmitting;

  const counts = PAYMENT_METHODS.map((m) => typedTaka(typed?.[m]));
  const countedTotal = counts.every((c) => c !== null) ? counts.reduce<number>((a, c) => a + c!, 0) : null;

  const showAtField = (err: unknown) => {
    if (!(err instanceof ApiError)) return false;
    if (err.code === 'CASH_UP_CHANGED') {
      toastError(err);
      return true;
    }
    return atFields(form, { fields: ['note'] })(err);
  };

  const onSubmit = submitWith(
    form,
    async ({ counted, note }) => {
      const seen = Object.fromEntries(day.methods.map((m) => [m.method, m.expected])) as Record<PaymentMethod, number>;
      await close.mutateAsync({ day: day.day, counted, note, seen });
      toast.success(t('cashUp.day.closedToast', { day: formatShortDay(day.day) ?? day.day }));
    },
    showAtField,
  );

  return (
    <Form
      onSubmit={onSubmit}
      busy={busy}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="cash-up-form"
    >
      <h3 className="text-lg font-semibold text-slate-900">{t('cashUp.day.countHeading')}</h3>
      <p className="text-sm text-slate-600">{t('cashUp.day.countIntro')}</p>
      <ul className="flex flex-col divide-y divide-slate-100">
        {PAYMENT_METHODS.map((m, i) => {
          const figure = figureOf(m);
          const count = counts[i] ?? null;
          return (
            <li
              key={m}
              className="grid grid-cols-2 items-end gap-x-3 gap-y-1 py-3 sm:grid-cols-[11rem_8rem_minmax(9rem,13rem)_1fr]"
            >
              <div className="col-span-2 sm:col-span-1 sm:self-center">
                <p className="font-semibold text-slate-900">{t(`payments.methods.${m}`)}</p>
                <p className="text-xs text-slate-600">{t('cashUp.day.payments', { count: figure.payments })}</p>
                {figure.refunds > 0 && (
                  <p className="text-xs text-slate-600" data-testid={`refunded-${m}`}>
                    {t('cashUp.day.refundsOut', { count: figure.refunds, amount: taka(figure.refunded) })}
                  </p>
                )}
              </div>
              <p className="text-sm text-slate-700 sm:self-center">
                <span className="block text-xs text-slate-500">{t('cashUp.day.appFigure')}</span>
                <span className="font-medium tabular-nums" data-testid={`figure-${m}`}>
                  {taka(figure.expected)}
                </span>
              </p>
              <NumberField
                label={t('cashUp.day.counted', { method: t(`payments.methods.${m}`) })}
                {...field(`counted.${m}`)}
              />
              <p className="col-span-2 text-sm sm:col-span-1 sm:self-center sm:text-right" aria-live="polite">
                <span className="mr-1 text-xs text-slate-500">{t('cashUp.day.difference')}</span>
                {count === null ? '—' : <Difference amount={count - figure.expected} testId={`difference-${m}`} />}
              </p>
            </li>
          );
        })}
      </ul>
      <dl className="grid grid-cols-3 gap-2 rounded-lg bg-slate-50 p-3 text-sm">
        <div>
          <dt className="text-slate-600">{t('cashUp.day.appTotal')}</dt>
          <dd className="font-semibold tabular-nums">{taka(day.expected)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('cashUp.day.countedTotal')}</dt>
          <dd className="font-semibold tabular-nums">{countedTotal === null ? '—' : taka(countedTotal)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('cashUp.day.difference')}</dt>
          <dd>
            {countedTotal === null ? (
              '—'
            ) : (
              <Difference amount={countedTotal - day.expected} testId="difference-total" />
            )}
          </dd>
        </div>
      </dl>
      <TextAreaField label={t('cashUp.day.note')} hint={t('cashUp.day.noteHint')} rows={3} {...field('note')} />
      <SubmitButton busy={busy} className="w-full sm:w-auto sm:self-start">
        {t('cashUp.day.close')}
      </SubmitButton>
    </Form>
  );
}
