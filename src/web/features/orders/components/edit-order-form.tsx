import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '../../../../shared/constants';
import type { Order } from '../../../../shared/schemas/order';
import { Field, inputClass } from '../../../components/ui/field';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { editOrderFormSchema, type EditOrderFormInput, type EditOrderFormValues } from '../schemas';

type TextField = 'name' | 'phone1' | 'phone2' | 'fname' | 'mname' | 'emergency' | 'cupon';

/**
 * The "Edit order" form: name, status (pending / running / completed, with a disabled "Subject"
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
    resolver: zodResolver(editOrderFormSchema()),
    defaultValues: {
      name: order.name,
      status: order.status,
      phone1: order.phone1,
      phone2: order.phone2,
      address: order.address,
      fname: order.fname,
      mname: order.mname,
      emergency: order.emergency,
      sdate: order.sdate,
      cupon: order.cupon ?? '',
    },
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;

  const input = (name: TextField, type = 'text') => (
    <Field label={t(`orders.fields.${name}`)} error={errors[name]?.message}>
      {(ids) => (
        <input
          id={ids.id}
          type={type}
          autoComplete="off"
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
          className={inputClass}
          {...form.register(name)}
        />
      )}
    </Field>
  );

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8"
      aria-busy={busy}
    >
      {input('name')}
      <Field label={t('orders.fields.status')} error={errors.status?.message}>
        {(ids) => (
          <select
            id={ids.id}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            className={inputClass}
            {...form.register('status')}
          >
            <option value="" disabled>
              {t('orders.edit.subject')}
            </option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`orders.status.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {input('phone1', 'tel')}
      {input('phone2', 'tel')}
      <div className="sm:col-span-2">
        <Field label={t('orders.fields.address')} error={errors.address?.message}>
          {(ids) => (
            <textarea
              id={ids.id}
              rows={3}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              className={inputClass}
              {...form.register('address')}
            />
          )}
        </Field>
      </div>
      {input('fname')}
      {input('mname')}
      {input('emergency', 'tel')}
      <Field label={t('orders.fields.sdate')} error={errors.sdate?.message}>
        {(ids) => (
          <input
            id={ids.id}
            type="date"
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            className={inputClass}
            {...form.register('sdate')}
          />
        )}
      </Field>
      {input('cupon')}
      <figure className="sm:col-span-2">
        <figcaption className="text-sm font-medium text-slate-800">{t('orders.edit.nidImage')}</figcaption>
        <a href={order.image} target="_blank" rel="noreferrer" className="mt-1.5 inline-block">
          <img
            src={order.image}
            alt={t('orders.fields.nid')}
            className="max-h-64 max-w-full rounded-lg border border-slate-200 object-contain"
          />
        </a>
      </figure>
      <div className="sm:col-span-2">
        <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto sm:min-w-48`} disabled={busy}>
          {busy && <ButtonSpinner />}
          {t('common.saveContinue')}
        </button>
      </div>
    </form>
  );
}
