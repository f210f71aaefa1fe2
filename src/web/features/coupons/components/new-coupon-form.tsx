import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { COUPON_KINDS } from '#shared/constants.ts';
import { todayInDhaka } from '#shared/dates.ts';
import type { CouponCreate } from '#shared/schemas/coupon.ts';
import { DateField } from '#web/components/ui/date-field.tsx';
import { CodeField, NumberField, SelectField } from '#web/components/ui/field.tsx';
import { FormPanel } from '#web/components/ui/form-panel.tsx';
import { atFields, fieldsOf, submitWith } from '#web/lib/form.ts';
import { formatCount } from '#web/lib/format.ts';
import { useCreateCoupon } from '#web/features/coupons/api/create-coupon.ts';
import { newCouponSchema, type NewCouponInput } from '#web/features/coupons/schemas.ts';

/**
 * "New coupon": the code, a percentage or a fixed amount of taka, the first and last day it works,
 * how many bookings may use it and how many of them one student's (once, unless the owner says more). Validated with the route's own rules in the page's language
 * (numbers in Bengali digits are read); a code already taken is shown under the code.
 */
export function NewCouponForm() {
  const { t } = useTranslation();
  const create = useCreateCoupon();
  const schema = useMemo(() => newCouponSchema(t), [t]);
  const empty = (): NewCouponInput => ({
    code: '',
    kind: 'percent',
    value: '',
    validFrom: todayInDhaka(),
    validTo: '',
    cap: '',
    perStudent: formatCount(1), // once per student, in the page's digits
  });
  const form = useForm<NewCouponInput, unknown, CouponCreate>({
    resolver: zodResolver(schema),
    defaultValues: empty(),
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;
  const kind = useWatch({ control: form.control, name: 'kind' });

  const showAtField = atFields(form, {
    fields: Object.keys(empty()),
  });
  const onSubmit = submitWith(
    form,
    async (body) => {
      const coupon = await create.mutateAsync(body);
      form.reset(empty());
      toast.success(t('coupons.manage.created', { code: coupon.code }));
    },
    showAtField,
  );

  return (
    <FormPanel
      name="new-coupon"
      title={t('coupons.manage.newHeading')}
      className="p-5 sm:p-6"
      onSubmit={onSubmit}
      busy={busy}
      submit={t('coupons.manage.create')}
    >
      <CodeField label={t('coupons.manage.fields.code')} hint={t('coupons.manage.hints.code')} {...field('code')} />
      <SelectField
        label={t('coupons.manage.fields.kind')}
        options={COUPON_KINDS.map((k) => ({ value: k, label: t(`coupons.manage.kinds.${k}`) }))}
        {...field('kind')}
      />
      <NumberField
        label={kind === 'fixed' ? t('coupons.manage.fields.valueTaka') : t('coupons.manage.fields.valuePercent')}
        {...field('value')}
      />
      <DateField label={t('coupons.manage.fields.validFrom')} {...field('validFrom')} />
      <DateField label={t('coupons.manage.fields.validTo')} {...field('validTo')} />
      <NumberField label={t('coupons.manage.fields.cap')} hint={t('coupons.manage.hints.cap')} {...field('cap')} />
      <NumberField
        label={t('coupons.manage.fields.perStudent')}
        hint={t('coupons.manage.hints.perStudent')}
        {...field('perStudent')}
      />
    </FormPanel>
  );
}
