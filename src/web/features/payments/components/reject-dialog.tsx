import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { PaymentRejectSchema, type PaymentReject, type StaffPayment } from '#shared/schemas/payment.ts';
import { DialogActions, ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { useRejectPayment } from '#web/features/payments/api/decide-payment.ts';
import { paymentMessages } from '#web/features/payments/schemas.ts';
import { taka } from '#web/lib/taka.ts';

/**
 * Reject a payment: the office says why, since the student reads the reason beside the payment.
 * Render it with `key` set to the payment's id, so each opening starts empty.
 */
export function RejectDialog({ payment, onClose }: { payment: StaffPayment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const reject = useRejectPayment();
  const schema = useMemo(() => PaymentRejectSchema(paymentMessages(t)), [t]);
  const form = useForm<{ reason: string }, unknown, PaymentReject>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;

  const onSubmit = submitWith(form, async ({ reason }) => {
    if (!payment) return;
    await reject.mutateAsync({ id: payment.id, reason });
    toast.success(t('payments.staff.rejected'));
    onClose();
  });

  return (
    <ModalDialog open={!!payment} busy={busy} onClose={onClose} titleId={titleId}>
      {payment && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p id={titleId} className="text-lg font-semibold text-slate-900">
            {t('payments.staff.rejectTitle', { amount: taka(payment.amount), name: payment.studentName })}
          </p>
          <TextAreaField label={t('payments.staff.rejectReason')} rows={3} autoFocus {...field('reason')} />
          <DialogActions
            cancel={t('payments.staff.cancel')}
            onCancel={onClose}
            submit={t('payments.staff.rejectSubmit')}
            busy={busy}
            tone="danger"
          />
        </form>
      )}
    </ModalDialog>
  );
}
