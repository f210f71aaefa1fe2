import { z } from 'zod';
import { COUPON_KINDS } from '../constants';
import { isRealDay } from '../dates';
import { asciiDigits } from '../digits';
import { en } from '../i18n/en';

/**
 * Coupons: the owner's form and `POST /api/coupons` validate with the same schema; each side passes
 * its own message lookup (the API answers the English catalogue's text, the UI its current language).
 */
export type CouponMessageKey = keyof typeof en.coupons.errors;
export type CouponMessages = (key: CouponMessageKey) => string;
const english: CouponMessages = (key) => en.coupons.errors[key];

/** A coupon code as stored: 3 to 30 upper-case letters, digits, `-` and `_`. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
/** A code as people type it: spaces around it dropped, letters raised, Bengali digits read. */
export const normalizeCouponCode = (typed: string) => asciiDigits(typed).trim().toUpperCase();

const day = (m: CouponMessages) => z.string(m('date')).overwrite(asciiDigits).refine(isRealDay, m('date'));

export const CouponCreateSchema = (m: CouponMessages = english) =>
  z
    .object({
      code: z
        .string(m('code'))
        .max(40, m('code'))
        .transform(normalizeCouponCode)
        .refine((v) => COUPON_CODE_PATTERN.test(v), m('code')),
      kind: z.enum(COUPON_KINDS, m('kind')),
      value: z.number(m('value')).int(m('value')).positive(m('value')).max(1_000_000, m('value')),
      validFrom: day(m),
      validTo: day(m),
      cap: z.number(m('cap')).int(m('cap')).positive(m('cap')).max(1_000_000, m('cap')),
    })
    .superRefine((c, ctx) => {
      if (c.kind === 'percent' && c.value > 100)
        ctx.addIssue({ code: 'custom', path: ['value'], message: m('percent') });
      if (c.validTo < c.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: m('dateOrder') });
    });
export type CouponCreate = z.infer<ReturnType<typeof CouponCreateSchema>>;
export type CouponCreateInput = z.input<ReturnType<typeof CouponCreateSchema>>;

export const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  cap: z.number().int(),
  uses: z.number().int(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** The discount a coupon gives on `price`: a percentage rounded down to whole taka, never more than the price. */
export function couponDiscount(coupon: { kind: 'percent' | 'fixed'; value: number }, price: number): number {
  const off = coupon.kind === 'percent' ? Math.floor((price * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(price, off));
}
