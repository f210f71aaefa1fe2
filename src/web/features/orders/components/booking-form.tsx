import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { todayInDhaka } from '#shared/dates.ts';
import { normalizeCouponCode, type CouponPrice } from '#shared/schemas/coupon.ts';
import { Form } from '#web/components/ui/form.tsx';
import { CardSection } from '#web/components/ui/card-section.tsx';
import { DateField } from '#web/components/ui/date-field.tsx';
import { DocumentField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/api.ts';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { bookingFormSchema, type BookingFormInput, type BookingFormValues } from '#web/features/orders/schemas.ts';
import { COUPON_REFUSALS, CouponBox } from './coupon-box';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** What the booking form hands on: its fields, and the coupon's code only when one was applied. */
export type BookingSubmission = Omit<BookingFormValues, 'coupon'> & { coupon?: string };

/**
 * Course booking for the course `cid`. Validates with the shared order rules; `onSubmit` uploads
 * the image and books, and throws what the server refused. A coupon the server refuses at booking
 * (used up meanwhile) is shown under the coupon box; anything else as a toast. Either way the form
 * keeps what was typed. `askDob` adds the date of birth (required) for an account that has none yet.
 */
export function BookingForm({
  cid,
  defaults = {},
  askDob = false,
  onChange,
  onSubmit,
  children,
}: {
  cid: string;
  /** What the form starts with (the profile's facts, a kept draft); the rest starts empty. */
  defaults?: Partial<Omit<BookingFormInput, 'nid'>>;
  askDob?: boolean;
  /** Every change of what is typed (the file aside), to keep it across a reload. */
  onChange?: (values: Partial<Omit<BookingFormInput, 'nid'>>) => void;
  onSubmit: (values: BookingSubmission) => Promise<void>;
  /** Shown above the submit button (what is due at booking). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const form = useForm<BookingFormInput, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema(askDob)),
    defaultValues: {
      name: '',
      phone1: '',
      phone2: '',
      fname: '',
      mname: '',
      address: '',
      emergency: '',
      sdate: '',
      coupon: '',
      dob: '',
      ...defaults,
    },
  });
  const typed = useWatch({ control: form.control });
  useEffect(() => {
    if (!onChange) return;
    const { nid: _file, ...values } = typed;
    onChange(values as Partial<Omit<BookingFormInput, 'nid'>>);
  }, [typed, onChange]);
  const [applied, setApplied] = useState<CouponPrice | null>(null);
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;
  const phone = { type: 'tel', inputMode: 'tel', hint: t('orders.hints.phone'), autoComplete: 'off' } as const;

  const couponRefused = (err: unknown) => {
    if (!(err instanceof ApiError) || !COUPON_REFUSALS.has(err.code)) return false;
    setApplied(null);
    form.setError('coupon', { message: t(`errors.${err.code}` as 'errors.COUPON_INVALID') }, { shouldFocus: true });
    return true;
  };
  const submit = submitWith(
    form,
    async ({ coupon: typed, ...values }) => {
      // A code typed but not applied: the student has not seen its price, so ask rather than guess.
      const code = normalizeCouponCode(typed ?? '');
      if (code !== '' && code !== applied?.code) {
        form.setError('coupon', { message: t('coupons.errors.notApplied') }, { shouldFocus: true });
        return;
      }
      await onSubmit({ ...values, ...(applied ? { coupon: applied.code } : {}) });
    },
    couponRefused,
  );

  return (
    <CardSection title={t('orders.booking.title')} intro={t('orders.booking.intro')}>
      <Form method="post" onSubmit={submit} className="mt-6 grid gap-5 sm:grid-cols-2" busy={busy}>
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
        <CouponBox cid={cid} form={form} applied={applied} onApplied={setApplied} />
        {children && <div className="sm:col-span-2">{children}</div>}
        <div className="flex items-end sm:col-span-2">
          <SubmitButton busy={busy} busyLabel={t('orders.booking.submitting')} className="w-full sm:w-auto sm:min-w-48">
            {t('orders.booking.submit')}
          </SubmitButton>
        </div>
      </Form>
    </CardSection>
  );
}
