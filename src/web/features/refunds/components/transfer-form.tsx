import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { TransferSchema, type Transfer, type TransferResult } from '#shared/schemas/refund.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DateField } from '#web/components/ui/date-field.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { paths } from '#web/config/paths.ts';
import { atFields, fieldsOf } from '#web/lib/form.ts';
import { taka } from '#web/lib/taka.ts';
import { toastError } from '#web/lib/toast-error.ts';
import { useOrderLedger } from '#web/features/refunds/api/refunds.ts';
import { useTransferOrder } from '#web/features/refunds/api/transfer-order.ts';
import { refundMessages } from '#web/features/refunds/schemas.ts';

interface TransferFormInput {
  cid: string;
  batchId: string;
  sdate: string;
}

export interface CourseChoice {
  cid: string;
  title: string;
  price: number;
}
export interface BatchChoice {
  id: string;
  cid: string;
  /** The batch in words: its days and time, its first day, its free seats. */
  label: string;
}

/**
 * "Move to another course" on the office's order page: the new course (at its price today), a seat
 * in one of its batches or none yet, and the new start date. Before it is sent the form says what
 * carries over and what follows (the difference due, or offered back as a refund request), and
 * asks to be sure: the old order closes for good. The courses and batches come from the page.
 */
export function TransferForm({
  oid,
  cid,
  sdate,
  courses,
  batches,
}: {
  oid: string;
  /** The order's own course, which is not offered. */
  cid: string;
  sdate: string;
  courses: CourseChoice[];
  batches: BatchChoice[];
}) {
  const { t } = useTranslation();
  const ledger = useOrderLedger(oid);
  const transfer = useTransferOrder();
  const [pending, setPending] = useState<Transfer | null>(null);
  const [done, setDone] = useState<TransferResult | null>(null);
  const schema = useMemo(
    () =>
      z.preprocess(
        (v) => (v && typeof v === 'object' ? { ...v, batchId: (v as { batchId?: string }).batchId || null } : v),
        TransferSchema(refundMessages(t)),
      ) as unknown as z.ZodType<Transfer, TransferFormInput>,
    [t],
  );
  const empty: TransferFormInput = { cid: '', batchId: '', sdate };
  const form = useForm<TransferFormInput, unknown, Transfer>({ resolver: zodResolver(schema), defaultValues: empty });
  const field = fieldsOf(form);
  const chosen = useWatch({ control: form.control, name: 'cid' });
  const course = courses.find((c) => c.cid === chosen);
  const held = ledger.data?.net ?? 0;
  const choices = courses.filter((c) => c.cid !== cid);

  if (done)
    return (
      <p
        role="status"
        className="flex flex-wrap items-center gap-3 rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900"
      >
        {t('transfers.done', { oid: done.to })}
        <Link to={paths.editOrder(done.to)} className="underline">
          {t('transfers.openNew')}
        </Link>
      </p>
    );
  if (ledger.data?.endedAs) return <p className="text-sm text-slate-600">{t('transfers.ended')}</p>;

  const send = () => {
    if (!pending) return;
    transfer.mutate(
      { oid, body: pending },
      {
        onSuccess: (result) => {
          setPending(null);
          setDone(result);
          toast.success(t('transfers.done', { oid: result.to }));
        },
        onError: (err) => {
          setPending(null);
          if (!atFields(form, { fields: Object.keys(empty) })(err)) toastError(err);
        },
      },
    );
  };

  return (
    <form onSubmit={form.handleSubmit(setPending)} noValidate className="grid gap-4 sm:grid-cols-2">
      <p className="text-sm text-slate-600 sm:col-span-2">{t('transfers.intro', { held: taka(held) })}</p>
      <SelectField
        label={t('transfers.course')}
        placeholder={t('transfers.coursePlaceholder')}
        options={choices.map((c) => ({ value: c.cid, label: `${c.title} · ${taka(c.price)}` }))}
        {...field('cid', { onChange: () => form.setValue('batchId', '') })}
      />
      <SelectField
        label={t('transfers.batch')}
        options={[
          { value: '', label: t('transfers.noBatch') },
          ...batches.filter((b) => b.cid === chosen).map((b) => ({ value: b.id, label: b.label })),
        ]}
        {...field('batchId')}
      />
      <DateField label={t('transfers.sdate')} hint={t('transfers.sdateHint')} {...field('sdate')} />
      {course && (
        <div
          className="flex flex-col gap-1 rounded-xl bg-slate-50 p-3 text-sm text-slate-800 sm:col-span-2"
          role="status"
        >
          <p>{t('transfers.preview', { price: taka(course.price), held: taka(held) })}</p>
          <p className="font-semibold">
            {held > course.price
              ? t('transfers.previewRefund', { amount: taka(held - course.price) })
              : t('transfers.previewDue', { due: taka(course.price - held) })}
          </p>
        </div>
      )}
      <div className="sm:col-span-2">
        <SubmitButton busy={transfer.isPending} className="w-full sm:w-auto sm:min-w-48">
          {t('transfers.submit')}
        </SubmitButton>
      </div>
      <ConfirmDialog
        open={pending !== null}
        message={`${t('transfers.confirmTitle', { oid, course: course?.title ?? '' })} ${t('transfers.confirmText')}`}
        busy={transfer.isPending}
        confirmLabel={t('transfers.confirm')}
        onConfirm={send}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
