import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { PAYMENT_METHODS } from '#shared/constants.ts';
import type { Refund, RefundApprove, RefundDecline } from '#shared/schemas/refund.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api.ts';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { taka } from '#web/lib/taka.ts';
import { takaFromText } from '#web/lib/taka-input.ts';
import { useApproveRefund, useDeclineRefund, useOrderLedger } from '#web/features/refunds/api/refunds.ts';
import {
  approveFormSchema,
  declineFormSchema,
  serverFieldText,
  type ApproveFormInput,
} from '#web/features/refunds/schemas.ts';

/** A modal dialog that opens when it is given something to decide; Escape closes it unless busy. */
function Dialog({
  open,
  busy,
  onClose,
  titleId,
  children,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  titleId: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open && !ref.current?.open) ref.current?.showModal();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="m-auto w-[min(92vw,32rem)] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/**
 * The owner approves a request: all of it or a part, how the money goes back and its reference,
 * and whether the booking ends. A refund that takes back money the fee needs always ends it, and
 * the dialog says so rather than offering a choice the server would not honour. Render it with
 * `key` set to the refund's id, so each opening starts from the request.
 */
export function ApproveDialog({ refund, onClose }: { refund: Refund | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const approve = useApproveRefund();
  const ledger = useOrderLedger(refund?.oid ?? '');
  const schema = useMemo(() => approveFormSchema(t), [t]);
  const empty: ApproveFormInput = {
    amount: String(refund?.requestedAmount ?? ''),
    method: '',
    reference: '',
    cancelOrder: refund?.cancelOrder ?? false,
  };
  const form = useForm<ApproveFormInput, unknown, RefundApprove>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;
  const typed = Number(takaFromText(useWatch({ control: form.control, name: 'amount' })) ?? 0);
  const ended = !!ledger.data?.endedAs;
  const forced = !!ledger.data && !ended && typed > ledger.data.toRefund;

  const showAtField = (err: unknown) => {
    if (!(err instanceof ApiError) || !err.fields) return false;
    const entries = Object.entries(err.fields).filter(([name]) => name in empty);
    for (const [name, message] of entries)
      form.setError(name as Path<ApproveFormInput>, { message: serverFieldText(t, err.code, message) });
    return entries.length > 0;
  };
  const onSubmit = submitWith(
    form,
    async (body) => {
      if (!refund) return;
      const done = await approve.mutateAsync({
        id: refund.id,
        body: { ...body, cancelOrder: forced || body.cancelOrder },
      });
      toast.success(t('refunds.decide.approved', { number: done.number ?? '' }));
      onClose();
    },
    showAtField,
  );

  return (
    <Dialog open={!!refund} busy={busy} onClose={onClose} titleId={titleId}>
      {refund && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <div>
            <p id={titleId} className="text-lg font-semibold text-slate-900">
              {t('refunds.decide.approveTitle', { name: refund.studentName })}
            </p>
            <p className="text-sm text-slate-600">
              {t('refunds.decide.approveIntro', { amount: taka(refund.requestedAmount) })}
            </p>
          </div>
          <TextField
            label={t('refunds.decide.amount')}
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            {...field('amount')}
          />
          <SelectField
            label={t('refunds.decide.method')}
            placeholder={t('refunds.decide.methodPlaceholder')}
            options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`refunds.methods.${m}`) }))}
            {...field('method')}
          />
          <TextField
            label={t('refunds.decide.reference')}
            hint={t('refunds.decide.referenceHint')}
            autoComplete="off"
            spellCheck={false}
            {...field('reference')}
          />
          {!ended &&
            (forced ? (
              <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-950">
                {t('refunds.decide.forcedCancel')}
              </p>
            ) : (
              <label className="flex min-h-11 items-center gap-3 text-slate-800">
                <input type="checkbox" className="size-5 accent-brand-700" {...form.register('cancelOrder')} />
                {t('refunds.decide.cancelOrder')}
              </label>
            ))}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={busy}>
              {t('refunds.decide.cancel')}
            </button>
            <button type="submit" className={buttonStyles.primary} disabled={busy}>
              {busy && <ButtonSpinner />}
              {t('refunds.decide.approveSubmit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** The owner declines a request with the reason its student reads. Render it with `key` set to the refund's id. */
export function DeclineDialog({ refund, onClose }: { refund: Refund | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const decline = useDeclineRefund();
  const schema = useMemo(() => declineFormSchema(t), [t]);
  const form = useForm<{ reason: string }, unknown, RefundDecline>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;
  const onSubmit = submitWith(form, async (body) => {
    if (!refund) return;
    await decline.mutateAsync({ id: refund.id, body });
    toast.success(t('refunds.decide.declined'));
    onClose();
  });
  return (
    <Dialog open={!!refund} busy={busy} onClose={onClose} titleId={titleId}>
      {refund && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p id={titleId} className="text-lg font-semibold text-slate-900">
            {t('refunds.decide.declineTitle', { name: refund.studentName })}
          </p>
          <TextAreaField label={t('refunds.decide.declineReason')} rows={3} autoFocus {...field('reason')} />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={busy}>
              {t('refunds.decide.cancel')}
            </button>
            <button type="submit" className={buttonStyles.danger} disabled={busy}>
              {busy && <ButtonSpinner />}
              {t('refunds.decide.declineSubmit')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
