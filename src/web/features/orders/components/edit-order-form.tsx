import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '#shared/constants.ts';
import { todayInDhaka } from '#shared/dates.ts';
import type { Order } from '#shared/schemas/order.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DateField } from '#web/components/ui/date-field.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { fieldsOf } from '#web/lib/form.ts';
import { formatDay } from '#web/lib/format.ts';
import { NidDocument } from './nid-document';
import {
  editOrderFormSchema,
  editOrderValues,
  type EditOrderFormInput,
  type EditOrderFormValues,
} from '#web/features/orders/schemas.ts';

type TextName = 'name' | 'phone1' | 'phone2' | 'fname' | 'mname' | 'emergency' | 'cupon';

/**
 * Edit order: name, status (pending / running / completed, under a disabled "Subject"
 * placeholder), phones, address, parents, emergency, starting date and coupon. The NID image is
 * shown read only; course, OID and user cannot change.
 */
export function EditOrderForm({
  order,
  onSubmit,
}: {
  order: Order;
  onSubmit: (values: EditOrderFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<EditOrderFormInput, unknown, EditOrderFormValues>({
    resolver: zodResolver(editOrderFormSchema(order)),
    defaultValues: editOrderValues(order),
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;
  // Completing an order whose course has not started yet is most likely a slip of the drop-down:
  // the save waits for a Yes, and No puts the saved status back.
  const [earlyStart, setEarlyStart] = useState<string | null>(null);
  const save = (confirmed: boolean) =>
    form.handleSubmit(async (values) => {
      const completesEarly =
        values.status === 'completed' && order.status !== 'completed' && values.sdate > todayInDhaka();
      if (completesEarly && !confirmed) return setEarlyStart(values.sdate);
      await onSubmit(values);
    });
  const text = (name: TextName, type = 'text') => (
    <TextField label={t(`orders.fields.${name}`)} type={type} autoComplete="off" {...field(name)} />
  );

  return (
    <FormCard onSubmit={save(false)} busy={busy} className="sm:grid-cols-2">
      {text('name')}
      <SelectField
        label={t('orders.fields.status')}
        placeholder={t('orders.edit.subject')}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`) }))}
        {...field('status')}
      />
      {text('phone1', 'tel')}
      {text('phone2', 'tel')}
      <TextAreaField label={t('orders.fields.address')} rows={3} className="sm:col-span-2" {...field('address')} />
      {text('fname')}
      {text('mname')}
      {text('emergency', 'tel')}
      <DateField label={t('orders.fields.sdate')} {...field('sdate')} />
      {text('cupon')}
      <figure className="sm:col-span-2">
        <figcaption className="text-sm font-medium text-slate-800">{t('orders.edit.nidImage')}</figcaption>
        <div className="mt-1.5">
          <NidDocument
            url={order.image}
            alt={t('orders.edit.nidAlt')}
            imageClassName="max-h-64 max-w-full rounded-lg border border-slate-200 object-contain"
            linkImage
          />
        </div>
      </figure>
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} className="w-full sm:w-auto sm:min-w-48">
          {t('common.saveContinue')}
        </SubmitButton>
      </div>
      <ConfirmDialog
        open={earlyStart !== null}
        message={t('orders.edit.completeEarly', { date: formatDay(earlyStart) ?? '' })}
        onConfirm={() => {
          setEarlyStart(null);
          void save(true)();
        }}
        onCancel={() => {
          setEarlyStart(null);
          form.setValue('status', order.status);
        }}
      />
    </FormCard>
  );
}
