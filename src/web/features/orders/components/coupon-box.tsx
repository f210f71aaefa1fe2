import type { KeyboardEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_PATTERN, normalizeCouponCode, type CouponPrice } from '#shared/schemas/coupon.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { Field, inputClass } from '#web/components/ui/field.tsx';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';
import { taka } from '#web/lib/taka.ts';
import { useCouponPrice } from '#web/features/orders/api/get-coupon-price.ts';
import type { BookingFormInput, BookingFormValues } from '#web/features/orders/schemas.ts';

/** The refusals a coupon code gets, at the price check or at booking: shown under the box. */
export const COUPON_REFUSALS = new Set(['COUPON_INVALID', 'COUPON_USED_UP', 'COUPON_ALREADY_USED']);

/**
 * The booking form's coupon box: a code and Apply, which asks the server what the code takes off
 * this course (spending no use). An applied code shows the fee struck through, the discount and
 * what the student pays, before they book; a code that does not work says why under the box, in
 * the page's language. Typing another code takes the applied one back; Remove clears both.
 */
export function CouponBox({
  cid,
  form,
  applied,
  onApplied,
}: {
  cid: string;
  form: UseFormReturn<BookingFormInput, unknown, BookingFormValues>;
  applied: CouponPrice | null;
  onApplied: (price: CouponPrice | null) => void;
}) {
  const { t } = useTranslation();
  const check = useCouponPrice();
  const error = form.formState.errors.coupon?.message;
  const box = form.register('coupon', {
    onChange: (e: { target: { value: string } }) => {
      if (applied && normalizeCouponCode(e.target.value) !== applied.code) onApplied(null);
      if (form.formState.errors.coupon) form.clearErrors('coupon');
    },
  });

  const apply = () => {
    const code = normalizeCouponCode(form.getValues('coupon') ?? '');
    if (code === '') return;
    if (!COUPON_CODE_PATTERN.test(code)) {
      form.setError('coupon', { message: t('errors.COUPON_INVALID') }, { shouldFocus: true });
      return;
    }
    check.mutate(
      { code, cid },
      {
        onSuccess: (price) => {
          form.clearErrors('coupon');
          onApplied(price);
        },
        onError: (err) => {
          onApplied(null);
          const message =
            err instanceof ApiError && COUPON_REFUSALS.has(err.code)
              ? t(`errors.${err.code}` as 'errors.COUPON_INVALID')
              : errorText(err);
          form.setError('coupon', { message }, { shouldFocus: true });
        },
      },
    );
  };
  // Enter in the box applies the code; it does not send the booking.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    apply();
  };
  const remove = () => {
    form.setValue('coupon', '');
    form.clearErrors('coupon');
    onApplied(null);
  };

  return (
    <div className="flex flex-col gap-3 sm:col-span-2" data-testid="coupon-box">
      <Field label={t('coupons.apply.label')} hint={t('coupons.apply.hint')} error={error}>
        {(ids) => (
          <div className="flex gap-2">
            <input
              type="text"
              className={`${inputClass} uppercase placeholder:normal-case`}
              id={ids.id}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              onKeyDown={onKeyDown}
              {...box}
            />
            <button
              type="button"
              className={`${buttonStyles.secondary} shrink-0`}
              onClick={apply}
              disabled={check.isPending}
              aria-label={t('coupons.apply.applyLabel')}
            >
              {check.isPending && <ButtonSpinner />}
              {t('coupons.apply.apply')}
            </button>
          </div>
        )}
      </Field>
      {applied && (
        <div
          className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-950"
          role="status"
          data-testid="coupon-applied"
        >
          <div className="-my-2 flex items-center justify-between gap-2">
            <p className="min-w-0 font-semibold break-words">{t('coupons.apply.applied', { code: applied.code })}</p>
            <button
              type="button"
              className="-mr-2 min-h-11 shrink-0 rounded-lg px-2 font-semibold text-emerald-900 underline hover:bg-emerald-100"
              onClick={remove}
              aria-label={t('coupons.apply.removeLabel')}
            >
              {t('coupons.apply.remove')}
            </button>
          </div>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
            <dt>{t('coupons.apply.price')}</dt>
            <dd className="text-right">
              <s data-testid="coupon-original-price">{taka(applied.price)}</s>
            </dd>
            <dt>{t('coupons.apply.discount')}</dt>
            <dd className="text-right" data-testid="coupon-discount">
              {t('coupons.apply.minus', { amount: taka(applied.discount) })}
            </dd>
            <dt className="font-semibold">{t('coupons.apply.total')}</dt>
            <dd className="text-right text-base font-bold" data-testid="coupon-new-price">
              {taka(applied.total)}
            </dd>
          </dl>
        </div>
      )}
    </div>
  );
}
