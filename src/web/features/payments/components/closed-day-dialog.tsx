import { useEffect, useId, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { todayInDhaka } from '#shared/dates.ts';
import { ClosedDayReasonFormSchema, type ClosedDayReasonForm } from '#shared/schemas/payment.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const schema = useMemo(() => ClosedDayReasonFormSchema(paymentMessages(t)), [t]);
  const form = useForm<ClosedDayReasonForm>({ resolver: zodResolver(schema), defaultValues: { closedDayReason: '' } });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;

  useEffect(() => {
    if (open && !ref.current?.open) ref.current?.showModal();
    if (!open && ref.current?.open) ref.current.close();
  }, [open]);

  const send = submitWith(form, async ({ closedDayReason }) => {
    await onSubmit(closedDayReason);
    onClose();
  });

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[min(92vw,30rem)] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      {open && (
        <form onSubmit={send} noValidate className="flex flex-col gap-4">
          <p id={titleId} className="text-lg font-semibold text-slate-900">
            {t('payments.closedDay.title')}
          </p>
          <p className="text-sm text-slate-700">
            {t('payments.closedDay.intro', { day: formatDay(todayInDhaka()) ?? todayInDhaka() })}
          </p>
          <TextAreaField label={t('payments.closedDay.reason')} rows={3} autoFocus {...field('closedDayReason')} />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={busy}>
              {t('payments.staff.cancel')}
            </button>
            <button type="submit" className={buttonStyles.primary} disabled={busy}>
              {busy && <ButtonSpinner />}
              {submitLabel}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
