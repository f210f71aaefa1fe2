import i18n from '../../../lib/i18n';
import { formatCount, formatTaka } from '../../../lib/format';
import type { Coupon } from '../../../../shared/schemas/coupon';

/** What a coupon takes off, as the page writes it: "10% off" or "৳1,500 off" (Bengali digits on Bengali pages). */
export const discountText = (coupon: Pick<Coupon, 'kind' | 'value'>) =>
  coupon.kind === 'percent'
    ? i18n.t('coupons.manage.percentOff', { value: formatCount(coupon.value) })
    : i18n.t('coupons.manage.takaOff', { amount: formatTaka(coupon.value) });
