import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { todayInDhaka } from '../../../../shared/dates';
import { CardSection } from '../../../components/ui/card-section';
import { DateField, DocumentField, TextAreaField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { fieldsOf } from '../../../lib/form';
import { bookingFormSchema, type BookingFormInput, type BookingFormValues } from '../schemas';

const todayIso = () => new Date().toISOString().slice(0, 10);

/**
 * Course booking. Validates with the shared order rules; `onSubmit` uploads the image and books.
 * On failure the caller shows the server's message and the form keeps what was typed. `askDob`
 * adds the date of birth (required) for an account that has none yet.
 */
export function BookingForm({
  defaultName,
  askDob = false,
  onSubmit,
}: {
  defaultName?: string;
  askDob?: boolean;
  onSubmit: (values: BookingFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema(askDob)),
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
      dob: '',
    },
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;
  const phone = { type: 'tel', inputMode: 'tel', hint: t('orders.hints.phone'), autoComplete: 'off' } as const;

  return (
    <CardSection title={t('orders.booking.title')} intro={t('orders.booking.intro')}>
      <form
        method="post"
        onSubmit={form.handleSubmit(onSubmit)}
        noValidate
        className="mt-6 grid gap-5 sm:grid-cols-2"
        aria-busy={busy}
      >
        <TextField label={t('orders.fields.name')} autoComplete="name" className="sm:col-span-2" {...field('name')} />
        <TextField label={t('orders.fields.phone1')} {...phone} autoComplete="tel" {...field('phone1')} />
        <TextField label={t('orders.fields.phone2')} {...phone} {...field('phone2')} />
        <TextField label={t('orders.fields.fname')} autoComplete="off" {...field('fname')} />
        <TextField label={t('orders.fields.mname')} autoComplete="off" {...field('mname')} />
        <TextAreaField
          label={t('orders.fields.address')}
          rows={3}
          autoComplete="street-address"
          className="sm:col-span-2"
          {...field('address')}
        />
        <TextField label={t('orders.fields.emergency')} {...phone} {...field('emergency')} />
        {askDob && (
          <DateField
            label={t('orders.fields.dob')}
            hint={t('orders.hints.dob')}
            required
            min="1900-01-01"
            max={todayIso()}
            {...field('dob')}
          />
        )}
        <DateField
          label={t('orders.fields.sdate')}
          hint={t('orders.hints.sdate')}
          min={todayInDhaka()}
          {...field('sdate')}
        />
        <DocumentField
          label={t('orders.fields.nid')}
          hint={t('orders.hints.nid')}
          className="sm:col-span-2"
          {...field('nid')}
        />
        <TextField label={t('orders.fields.cupon')} autoComplete="off" {...field('cupon')} />
        <div className="flex items-end sm:col-span-2">
          <SubmitButton busy={busy} busyLabel={t('orders.booking.submitting')} className="w-full sm:w-auto sm:min-w-48">
            {t('orders.booking.submit')}
          </SubmitButton>
        </div>
      </form>
    </CardSection>
  );
}
