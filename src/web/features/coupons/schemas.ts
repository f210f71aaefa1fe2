import type { TFunction } from 'i18next';
import { asciiDigits } from '#shared/digits.ts';
import {
  CouponCreateSchema,
  CouponUpdateSchema,
  type CouponCreate,
  type CouponFacts,
  type CouponMessageKey,
  type CouponUpdate,
} from '#shared/schemas/coupon.ts';
import { numbersRead } from '#web/lib/form-schema.ts';

/** The shared coupon rules, with messages in the UI's language. */
export const couponMessages = (t: TFunction) => (key: CouponMessageKey) => t(`coupons.errors.${key}`);

/**
 * A whole number as people type it: Bengali or ASCII digits, with thousands separators, spaces, a
 * taka or a percent sign. Anything else is left for the shared rule to refuse (a number box would
 * refuse Bengali digits, so the boxes are text and this reads them); an empty box is no number.
 */
export function numberFromText(typed: unknown): unknown {
  if (typeof typed !== 'string') return typed;
  const plain = asciiDigits(typed).replace(/[\s,৳%]/g, '');
  return plain === '' ? undefined : Number(plain);
}

/** What the new-coupon form's boxes hold: text, as typed. */
export interface NewCouponInput {
  code: string;
  kind: string;
  value: string;
  validFrom: string;
  validTo: string;
  cap: string;
  perStudent: string;
}

/** The new-coupon form: exactly the route's rules (CouponCreateSchema), after the numbers are read. */
export const newCouponSchema = (t: TFunction) =>
  numbersRead<CouponCreate, NewCouponInput>(
    CouponCreateSchema(couponMessages(t)),
    ['value', 'cap', 'perStudent'],
    numberFromText,
  );

/** What the edit form's boxes hold. */
export interface EditCouponInput {
  validTo: string;
  value: string;
  cap: string;
}

/**
 * The edit form: the route's rules (CouponUpdateSchema), checked against the coupon as the page
 * shows it (a percentage at most 100, the last day not before the first, the cap not below its
 * uses); the server checks again against the coupon as it is.
 */
export const editCouponSchema = (t: TFunction, coupon: CouponFacts) =>
  numbersRead<CouponUpdate, EditCouponInput>(
    CouponUpdateSchema(couponMessages(t), coupon),
    ['value', 'cap'],
    numberFromText,
  );
