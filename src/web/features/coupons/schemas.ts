import { z } from 'zod';
import type { TFunction } from 'i18next';
import { asciiDigits } from '#shared/digits.ts';
import {
  CouponCreateSchema,
  CouponUpdateSchema,
  type CouponCreate,
  type CouponFacts,
  type CouponMessageKey,
  type CouponMessages,
  type CouponUpdate,
} from '#shared/schemas/coupon.ts';

/** The shared coupon rules, with messages in the UI's language. */
export const couponMessages =
  (t: TFunction): CouponMessages =>
  (key: CouponMessageKey) =>
    t(`coupons.errors.${key}`);

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

/** The boxes' text with the numbers read, for the shared rules that take numbers. */
const readNumbers = (values: unknown) =>
  values && typeof values === 'object'
    ? {
        ...values,
        ...Object.fromEntries(
          (['value', 'cap', 'perStudent'] as const)
            .filter((key) => key in values)
            .map((key) => [key, numberFromText((values as Record<string, unknown>)[key])]),
        ),
      }
    : values;

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
  z.preprocess(readNumbers, CouponCreateSchema(couponMessages(t))) as unknown as z.ZodType<
    CouponCreate,
    NewCouponInput
  >;

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
  z.preprocess(readNumbers, CouponUpdateSchema(couponMessages(t), coupon)) as unknown as z.ZodType<
    CouponUpdate,
    EditCouponInput
  >;
