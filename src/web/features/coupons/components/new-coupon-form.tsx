import { useMemo, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { COUPON_KINDS } from '#shared/constants.ts';
import { todayInDhaka } from '#shared/dates.ts';
import type { CouponCreate } from '#shared/schemas/coupon.ts';
import { DateField } from '#web/components/ui/date-field.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { atFields, fieldsOf, submitWith } from '#web/lib/form.ts';
import { formatCount } from '#web/lib/format.ts';
import { useCreateCoupon } from '#web/features/coupons/api/create-coupon.ts';
import { newCouponSchema, type NewCouponInput } from '#web/features/coupons/schemas.ts';

/** Letters raised as they are typed, the caret kept where it was: the code reads as it is stored. */
export function raiseLetters(e: FormEvent<HTMLInputElement>) {
  const input = e.currentTarget;
  const raised = input.value.toUpperCase();
  if (raised === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = raised;
  input.setSelectionRange(selectionStart, selectionEnd);
}

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
    <section
      aria-labelledby="new-coupon-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h3 id="new-coupon-heading" className="text-lg font-semibold text-slate-900">
        {t('coupons.manage.newHeading')}
      </h3>
      <form
        onSubmit={onSubmit}
        noValidate
        aria-busy={busy}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        data-testid="new-coupon-form"
      >
        <TextField
          label={t('coupons.manage.fields.code')}
          hint={t('coupons.manage.hints.code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onInput={raiseLetters}
          {...field('code')}
        />
        <SelectField
          label={t('coupons.manage.fields.kind')}
          options={COUPON_KINDS.map((k) => ({ value: k, label: t(`coupons.manage.kinds.${k}`) }))}
          {...field('kind')}
        />
        <TextField
          label={kind === 'fixed' ? t('coupons.manage.fields.valueTaka') : t('coupons.manage.fields.valuePercent')}
          inputMode="numeric"
          autoComplete="off"
          {...field('value')}
        />
        <DateField label={t('coupons.manage.fields.validFrom')} {...field('validFrom')} />
        <DateField label={t('coupons.manage.fields.validTo')} {...field('validTo')} />
        <TextField
          label={t('coupons.manage.fields.cap')}
          hint={t('coupons.manage.hints.cap')}
          inputMode="numeric"
          autoComplete="off"
          {...field('cap')}
        />
        <TextField
          label={t('coupons.manage.fields.perStudent')}
          hint={t('coupons.manage.hints.perStudent')}
          inputMode="numeric"
          autoComplete="off"
          {...field('perStudent')}
        />
        <div className="sm:col-span-2 lg:col-span-3">
          <SubmitButton busy={busy} className="w-full sm:w-auto sm:min-w-48">
            {t('coupons.manage.create')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
