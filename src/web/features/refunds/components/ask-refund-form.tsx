import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Ledger } from '#shared/schemas/payment.ts';
import type { RefundRequest } from '#shared/schemas/refund.ts';
import { Form } from '#web/components/ui/form.tsx';
import { NumberField, TextAreaField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { atFields, fieldsOf, submitWith } from '#web/lib/form.ts';
import { taka } from '#web/lib/taka.ts';
import { useAskRefund } from '#web/features/refunds/api/refunds.ts';
import { askFormSchema, type AskFormInput } from '#web/features/refunds/schemas.ts';

/**
 * "Ask for a refund" on an order: how much (at most what the order holds; Bengali digits are fine),
 * why, and whether the student is leaving the course. Asking back more than was paid beyond the fee
 * cancels the booking anyway, and the form says so before it is sent. What the server still refuses
 * shows under its field in the page's language.
 */
export function AskRefundForm({ oid, ledger, staff }: { oid: string; ledger: Ledger; staff: boolean }) {
  const { t } = useTranslation();
  const ask = useAskRefund();
  const schema = useMemo(() => askFormSchema(t), [t]);
  const empty: AskFormInput = { amount: '', reason: '', cancelOrder: false };
  const form = useForm<AskFormInput, unknown, RefundRequest>({ resolver: zodResolver(schema), defaultValues: empty });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;

  const showAtField = atFields(form, { fields: Object.keys(empty) });
  const onSubmit = submitWith(
    form,
    async (body) => {
      if (body.amount > ledger.net) {
        form.setError('amount', { message: t('refunds.errors.overHeld', { max: taka(ledger.net) }) });
        return;
      }
      await ask.mutateAsync({ oid, body });
      form.reset(empty);
      toast.success(staff ? t('refunds.ask.sentStaff') : t('refunds.ask.sent'));
    },
    showAtField,
  );

  return (
    <Form onSubmit={onSubmit} busy={busy} className="grid gap-4 sm:grid-cols-2">
      <NumberField
        label={t('refunds.ask.amount')}
        hint={t('refunds.ask.amountHint', { max: taka(ledger.net) })}
        {...field('amount')}
      />
      <TextAreaField
        label={t('refunds.ask.reason')}
        hint={t('refunds.ask.reasonHint')}
        rows={2}
        className="sm:col-span-2"
        {...field('reason')}
      />
      {ledger.endedAs === null && (
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label className="flex min-h-11 items-center gap-3 text-slate-800">
            <input type="checkbox" className="size-5 shrink-0 accent-brand-700" {...form.register('cancelOrder')} />
            {staff ? t('refunds.ask.cancelStaff') : t('refunds.ask.cancel')}
          </label>
          <p className="text-xs text-slate-600">{t('refunds.ask.cancelHint', { over: taka(ledger.toRefund) })}</p>
        </div>
      )}
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} className="w-full sm:w-auto sm:min-w-48">
          {t('refunds.ask.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
