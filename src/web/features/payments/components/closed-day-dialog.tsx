import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { todayInDhaka } from '#shared/dates.ts';
import { ClosedDayReasonFormSchema, type ClosedDayReasonForm } from '#shared/schemas/payment.ts';
import { DialogActions, ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api.ts';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { formatDay } from '#web/lib/format.ts';
import { paymentMessages } from '#web/features/payments/schemas.ts';

/** The server's answer for a payment into a day whose cash-up is closed (docs/decisions/0450). */
export const isDayClosed = (err: unknown) => err instanceof ApiError && err.code === 'DAY_CLOSED';

/**
 * A payment confirmed or recorded now goes into today; when today's cash-up is closed the office
 * says why, and the payment is sent again with the reason. Render it with a `key` per attempt.
 */
export function ClosedDayDialog({
  open,
  submitLabel,
  onSubmit,
  onClose,
}: {
  open: boolean;
  submitLabel: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const schema = useMemo(() => ClosedDayReasonFormSchema(paymentMessages(t)), [t]);
  const form = useForm<ClosedDayReasonForm>({ resolver: zodResolver(schema), defaultValues: { closedDayReason: '' } });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;

  const send = submitWith(form, async ({ closedDayReason }) => {
    await onSubmit(closedDayReason);
    onClose();
  });

  return (
    <ModalDialog open={open} busy={busy} onClose={onClose} titleId={titleId}>
      {open && (
        <form onSubmit={send} noValidate className="flex flex-col gap-4">
          <p id={titleId} className="text-lg font-semibold text-slate-900">
            {t('payments.closedDay.title')}
          </p>
          <p className="text-sm text-slate-700">
            {t('payments.closedDay.intro', { day: formatDay(todayInDhaka()) ?? todayInDhaka() })}
          </p>
          <TextAreaField label={t('payments.closedDay.reason')} rows={3} autoFocus {...field('closedDayReason')} />
          <DialogActions cancel={t('payments.staff.cancel')} onCancel={onClose} submit={submitLabel} busy={busy} />
        </form>
      )}
    </ModalDialog>
  );
}
