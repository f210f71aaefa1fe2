import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { PAYMENT_METHODS } from '#shared/constants.ts';
import type { Refund, RefundApprove, RefundDecline } from '#shared/schemas/refund.ts';
import { DialogActions, ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { NumberField, SelectField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { ApiError } from '#web/lib/api.ts';
import { atFields, fieldsOf, submitWith } from '#web/lib/form.ts';
import { taka } from '#web/lib/taka.ts';
import { takaFromText } from '#web/lib/taka-input.ts';
import { useApproveRefund, useDeclineRefund, useOrderLedger } from '#web/features/refunds/api/refunds.ts';
import { approveFormSchema, declineFormSchema, type ApproveFormInput } from '#web/features/refunds/schemas.ts';

/**
 * The owner approves a request: all of it or a part, how the money goes back and its reference,
 * and whether the booking ends. A refund that takes back money the fee needs always ends it, and
 * the dialog says so rather than offering a choice the server would not honour. When today's
 * cash-up is already closed, the server asks why the money leaves a counted day; the dialog then
 * shows a box for the reason, with the server's words under it, and the owner sends again. Render
 * it with `key` set to the refund's id, so each opening starts from the request.
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
    closedDayReason: '',
  };
  const [dayClosed, setDayClosed] = useState(false);
  const form = useForm<ApproveFormInput, unknown, RefundApprove>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;
  const typed = Number(takaFromText(useWatch({ control: form.control, name: 'amount' })) ?? 0);
  const ended = !!ledger.data?.endedAs;
  const forced = !!ledger.data && !ended && typed > ledger.data.toRefund;

  const atField = atFields(form, { fields: Object.keys(empty) });
  const showAtField = (err: unknown) => {
    if (err instanceof ApiError && err.code === 'REFUND_DAY_CLOSED') setDayClosed(true);
    return atField(err);
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
    <ModalDialog width="wide" open={!!refund} busy={busy} onClose={onClose} titleId={titleId}>
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
          <NumberField label={t('refunds.decide.amount')} autoFocus {...field('amount')} />
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
          {dayClosed && (
            <TextAreaField
              label={t('refunds.decide.closedDayReason')}
              hint={t('refunds.decide.closedDayHint')}
              rows={3}
              autoFocus
              {...field('closedDayReason')}
            />
          )}
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
          <DialogActions
            cancel={t('refunds.decide.cancel')}
            onCancel={onClose}
            submit={t('refunds.decide.approveSubmit')}
            busy={busy}
          />
        </form>
      )}
    </ModalDialog>
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
    <ModalDialog width="wide" open={!!refund} busy={busy} onClose={onClose} titleId={titleId}>
      {refund && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p id={titleId} className="text-lg font-semibold text-slate-900">
            {t('refunds.decide.declineTitle', { name: refund.studentName })}
          </p>
          <TextAreaField label={t('refunds.decide.declineReason')} rows={3} autoFocus {...field('reason')} />
          <DialogActions
            cancel={t('refunds.decide.cancel')}
            onCancel={onClose}
            submit={t('refunds.decide.declineSubmit')}
            busy={busy}
            tone="danger"
          />
        </form>
      )}
    </ModalDialog>
  );
}
