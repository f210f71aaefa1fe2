import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { todayInDhaka } from '../../../../shared/dates';
import { Field, inputClass } from '../../../components/ui/field';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { bookingFormSchema, type BookingFormInput, type BookingFormValues } from '../schemas';

type TextField = 'name' | 'phone1' | 'phone2' | 'fname' | 'mname' | 'emergency';

/**
 * The "Course Booking" form. Validates with the shared order rules; `onSubmit` uploads the image
 * and books. On failure the caller shows the server's message and the form keeps what was typed.
 */
export function BookingForm({
  defaultName,
  onSubmit,
}: {
  defaultName?: string;
  onSubmit: (values: BookingFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema()),
    defaultValues: {
      name: defaultName ?? '',
      phone1: '',
      phone2: '',
      fname: '',
      mname: '',
      address: '',
      emergency: '',
      sdate: '',
      cupon: '',
    },
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;

  const input = (
    name: TextField,
    opts: { type?: string; autoComplete?: string; inputMode?: 'tel'; hint?: string } = {},
  ) => (
    <Field label={t(`orders.fields.${name}`)} hint={opts.hint} error={errors[name]?.message}>
      {(ids) => (
        <input
          id={ids.id}
          type={opts.type ?? 'text'}
          autoComplete={opts.autoComplete ?? 'off'}
          inputMode={opts.inputMode}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
          className={inputClass}
          {...form.register(name)}
        />
      )}
    </Field>
  );

  return (
    <section
      aria-labelledby="booking-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="booking-heading" className="text-2xl font-bold text-slate-900">
        {t('orders.booking.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('orders.booking.intro')}</p>
      <form
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="mt-6 grid gap-5 sm:grid-cols-2"
        aria-busy={busy}
      >
        <div className="sm:col-span-2">{input('name', { autoComplete: 'name' })}</div>
        {input('phone1', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: t('orders.hints.phone') })}
        {input('phone2', { type: 'tel', inputMode: 'tel', hint: t('orders.hints.phone') })}
        {input('fname')}
        {input('mname')}
        <div className="sm:col-span-2">
          <Field label={t('orders.fields.address')} error={errors.address?.message}>
            {(ids) => (
              <textarea
                id={ids.id}
                rows={3}
                autoComplete="street-address"
                aria-describedby={ids.describedBy}
                aria-invalid={ids.invalid}
                className={inputClass}
                {...form.register('address')}
              />
            )}
          </Field>
        </div>
        {input('emergency', { type: 'tel', inputMode: 'tel', hint: t('orders.hints.phone') })}
        <Field label={t('orders.fields.sdate')} hint={t('orders.hints.sdate')} error={errors.sdate?.message}>
          {(ids) => (
            <input
              id={ids.id}
              type="date"
              min={todayInDhaka()}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              className={inputClass}
              {...form.register('sdate')}
            />
          )}
        </Field>
        <div className="sm:col-span-2">
          <Field label={t('orders.fields.nid')} hint={t('orders.hints.nid')} error={errors.nid?.message}>
            {(ids) => (
              <input
                id={ids.id}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                aria-describedby={ids.describedBy}
                aria-invalid={ids.invalid}
                className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
                {...form.register('nid')}
              />
            )}
          </Field>
        </div>
        <Field label={t('orders.fields.cupon')} error={errors.cupon?.message}>
          {(ids) => (
            <input
              id={ids.id}
              type="text"
              autoComplete="off"
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              className={inputClass}
              {...form.register('cupon')}
            />
          )}
        </Field>
        <div className="flex items-end sm:col-span-2">
          <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto sm:min-w-48`} disabled={busy}>
            {busy && <ButtonSpinner />}
            {busy ? t('orders.booking.submitting') : t('orders.booking.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
