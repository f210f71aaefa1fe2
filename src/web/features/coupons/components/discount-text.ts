import i18n from '#web/lib/i18n.ts';
import { formatCount, formatTaka } from '#web/lib/format.ts';
import type { Coupon } from '#shared/schemas/coupon.ts';

/** What a coupon takes off, as the page writes it: "10% off" or "৳1,500 off" (Bengali digits on Bengali pages). */
export const discountText = (coupon: Pick<Coupon, 'kind' | 'value'>) =>
  coupon.kind === 'percent'
    ? i18n.t('coupons.manage.percentOff', { value: formatCount(coupon.value) })
    : i18n.t('coupons.manage.takaOff', { amount: formatTaka(coupon.value) });
