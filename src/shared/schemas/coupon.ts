import { z } from 'zod';
import { COUPON_KINDS } from '#shared/constants.ts';
import { isRealDay } from '#shared/dates.ts';
import { asciiDigits } from '#shared/digits.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };

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

/** A coupon's value: a percentage (1-100, the kind decides) or whole taka. */
const value = (m: CouponMessages) =>
  z.number(m('value')).int(m('value')).positive(m('value')).max(1_000_000, m('value'));
/** How many bookings may use it. */
const cap = (m: CouponMessages) => z.number(m('cap')).int(m('cap')).positive(m('cap')).max(1_000_000, m('cap'));
/** How many of one student's bookings may use it. */
const perStudent = (m: CouponMessages) =>
  z.number(m('perStudent')).int(m('perStudent')).positive(m('perStudent')).max(1_000, m('perStudent'));

export const CouponCreateSchema = (m: CouponMessages = english) =>
  z
    .object({
      code: z
        .string(m('code'))
        .max(40, m('code'))
        .transform(normalizeCouponCode)
        .refine((v) => COUPON_CODE_PATTERN.test(v), m('code')),
      kind: z.enum(COUPON_KINDS, m('kind')),
      value: value(m),
      validFrom: day(m),
      validTo: day(m),
      cap: cap(m),
      /** Once per student unless the owner says more (an older client that does not send it gets once). */
      perStudent: perStudent(m).default(1),
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
  /** How many of one student's bookings may use it. */
  perStudent: z.number().int(),
  /** When the owner retired it (ISO time), or null: a retired coupon is refused like an unknown one. */
  retiredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** What of a stored coupon an edit is checked against. */
export type CouponFacts = Pick<Coupon, 'kind' | 'validFrom' | 'uses'>;

/**
 * `PATCH /api/coupons/:id` and the owner's edit form: the last valid day, the cap and the value
 * may change; the code and the kind stay, since orders and the audit log name the code and a
 * percentage turned into taka would be another coupon (retire it and create that one). Given the
 * stored coupon (`stored`), the change is also checked against it: a percentage stays at most 100,
 * the last day is not before the first, and the cap is not below the uses already spent. The form
 * checks with the coupon it shows; the server again with the row it has locked, so a use spent in
 * between is counted.
 */
export const CouponUpdateSchema = (m: CouponMessages = english, stored?: CouponFacts) =>
  z
    .object({
      validTo: day(m).optional(),
      cap: cap(m).optional(),
      value: value(m).optional(),
      code: z.undefined(m('fixed')).optional(),
      kind: z.undefined(m('fixed')).optional(),
    })
    .superRefine((c, ctx) => {
      if (c.validTo === undefined && c.cap === undefined && c.value === undefined)
        ctx.addIssue({ code: 'custom', path: ['_'], message: m('nothingToChange') });
      if (!stored) return;
      if (c.value !== undefined && stored.kind === 'percent' && c.value > 100)
        ctx.addIssue({ code: 'custom', path: ['value'], message: m('percent') });
      if (c.validTo !== undefined && c.validTo < stored.validFrom)
        ctx.addIssue({ code: 'custom', path: ['validTo'], message: m('dateOrder') });
      if (c.cap !== undefined && c.cap < stored.uses)
        ctx.addIssue({ code: 'custom', path: ['cap'], message: m('capBelowUses') });
    })
    .transform(({ code: _code, kind: _kind, ...change }) => change);
export type CouponUpdate = z.infer<ReturnType<typeof CouponUpdateSchema>>;
export type CouponUpdateInput = z.input<ReturnType<typeof CouponUpdateSchema>>;

/** What a coupon takes off a course before booking (`GET /api/coupons/:code/price?cid=`). */
export const CouponPriceSchema = z.object({
  code: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
});
export type CouponPrice = z.infer<typeof CouponPriceSchema>;

/**
 * Where a coupon stands on `today` (Asia/Dhaka): retired, expired, not yet valid, used up, or
 * active. A booking takes only an active one; anything but "used up" is refused as not valid, so
 * a student learns only "used up" about a code that would otherwise work today.
 */
export const COUPON_STATES = ['active', 'notYetValid', 'expired', 'usedUp', 'retired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export function couponState(
  coupon: Pick<Coupon, 'validFrom' | 'validTo' | 'uses' | 'cap'> & { retiredAt: string | Date | null },
  today: string,
): CouponState {
  if (coupon.retiredAt) return 'retired';
  if (coupon.validTo < today) return 'expired';
  if (coupon.validFrom > today) return 'notYetValid';
  if (coupon.uses >= coupon.cap) return 'usedUp';
  return 'active';
}

/** The discount a coupon gives on `price`: a percentage rounded down to whole taka, never more than the price. */
export function couponDiscount(coupon: { kind: 'percent' | 'fixed'; value: number }, price: number): number {
  const off = coupon.kind === 'percent' ? Math.floor((price * coupon.value) / 100) : coupon.value;
  return Math.max(0, Math.min(price, off));
}
