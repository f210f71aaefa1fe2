import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { PAYMENT_METHODS, type PaymentMethod } from '#shared/constants.ts';
import type { PaymentSubmit } from '#shared/schemas/payment.ts';
import { Form } from '#web/components/ui/form.tsx';
import { CodeField, NumberField, PhoneField, SelectField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { atFields, fieldsOf, submitWith } from '#web/lib/form.ts';
import { useSubmitPayment } from '#web/features/payments/api/submit-payment.ts';
import { paymentFormSchema, type PaymentFormInput } from '#web/features/payments/schemas.ts';
import { ClosedDayDialog, isDayClosed } from './closed-day-dialog';

/** A student pays by wallet or bank; cash is taken at the office, and the office records it. */
const STUDENT_METHODS = PAYMENT_METHODS.filter((m) => m !== 'cash');

/**
 * "Record a payment" on an order: how it was paid, the amount (Bengali digits are fine), the TrxID
 * and the sender's phone. Validated with the route's own rules in the page's language; what the
 * server still refuses (a TrxID already used) is shown under the field it concerns, in the
 * catalogue's words. `staff`: the office's form, which also takes cash (confirmed at once).
 */
export function PaymentForm({ oid, staff = false }: { oid: string; staff?: boolean }) {
  const { t } = useTranslation();
  const submit = useSubmitPayment();
  const schema = useMemo(() => paymentFormSchema(t), [t]);
  const methods: readonly PaymentMethod[] = staff ? PAYMENT_METHODS : STUDENT_METHODS;
  const empty: PaymentFormInput = { method: staff ? 'cash' : 'bkash', amount: '', trxId: '', payerPhone: '' };
  const form = useForm<PaymentFormInput, unknown, PaymentSubmit>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;

  /** Cash the server refused because today's cash-up is closed: sent again with the office's reason. */
  const [intoClosedDay, setIntoClosedDay] = useState<PaymentSubmit | null>(null);
  const recorded = (payment: { status: string }) => {
    form.reset(empty);
    toast.success(payment.status === 'confirmed' ? t('payments.form.recorded') : t('payments.form.submitted'));
  };

  const showAtField = atFields(form, {
    fields: Object.keys(empty),
  });
  const onSubmit = submitWith(
    form,
    async (body) => {
      try {
        recorded(await submit.mutateAsync({ oid, body }));
      } catch (err) {
        // Only the office's cash meets a closed day (a claim is money on no day yet): ask why.
        if (!staff || !isDayClosed(err)) throw err;
        setIntoClosedDay(body);
      }
    },
    showAtField,
  );

  return (
    <>
      <Form onSubmit={onSubmit} busy={busy} className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('payments.form.method')}
          placeholder={t('payments.form.methodPlaceholder')}
          options={methods.map((m) => ({ value: m, label: t(`payments.methods.${m}`) }))}
          {...field('method')}
        />
        <NumberField label={t('payments.form.amount')} hint={t('payments.form.amountHint')} {...field('amount')} />
        <CodeField
          label={t('payments.form.trxId')}
          hint={staff ? t('payments.form.trxIdOptional') : t('payments.form.trxIdHint')}
          {...field('trxId')}
        />
        <PhoneField
          label={t('payments.form.payerPhone')}
          hint={t('payments.form.payerPhoneHint')}
          {...field('payerPhone')}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} className="w-full sm:w-auto sm:min-w-48">
            {staff ? t('payments.form.submitStaff') : t('payments.form.submit')}
          </SubmitButton>
        </div>
      </Form>
      {staff && (
        <ClosedDayDialog
          open={intoClosedDay !== null}
          submitLabel={t('payments.closedDay.record')}
          onSubmit={async (closedDayReason) =>
            recorded(await submit.mutateAsync({ oid, body: { ...intoClosedDay!, closedDayReason } }))
          }
          onClose={() => setIntoClosedDay(null)}
        />
      )}
    </>
  );
}
