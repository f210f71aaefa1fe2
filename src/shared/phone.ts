import { z } from 'zod';
import { asciiDigits } from './digits';
import { BD_MOBILE_PATTERN } from './phone-format';

/**
 * Bangladeshi mobile numbers: the one rule for every phone field (booking, profile, order edit, and
 * whatever sends text messages later). People write a number in many ways: with spaces, dashes,
 * dots or parentheses between the digits, with the country code (+880 or 880) or the trunk 0, and
 * in Bengali digits. All of them mean one number, stored as `01XXXXXXXXX`: 11 digits, 01, then the
 * operator digit 3-9, then 8 more.
 */

export { BD_MOBILE_PATTERN };

/** More than this is not a phone number someone typed, whatever it contains. */
export const PHONE_MAX_TYPED = 40;

/** What may stand between the digits: spaces of any kind, dashes, dots and parentheses. */
const SEPARATORS = /[\s\u00a0\u2000-\u200a\u202f.()\-\u2010-\u2015]/g;

/**
 * The stored form of a typed Bangladeshi mobile number, or null when it is not one. A `+` is
 * allowed only in front, and only before the country code 880.
 */
export function normalizePhone(typed: string): string | null {
  if (typed.length > PHONE_MAX_TYPED) return null;
  const compact = asciiDigits(typed).replace(SEPARATORS, '');
  const match = /^(?:\+880|880|0)(1\d{9})$/.exec(compact);
  if (!match) return null;
  const national = `0${match[1]}`;
  return BD_MOBILE_PATTERN.test(national) ? national : null;
}

/** The texts a phone field refuses with: the API passes English, a form its own language. */
export interface PhoneMessages {
  required: string;
  invalid: string;
}

/** A required phone field: what was typed in, the stored form out. */
export const phoneSchema = (m: PhoneMessages) =>
  z
    .string(m.required)
    .trim()
    .min(1, m.required)
    .max(PHONE_MAX_TYPED, m.invalid)
    .refine((v) => normalizePhone(v) !== null, m.invalid)
    .transform((v) => normalizePhone(v) ?? v);

/** An optional phone field: empty, null or absent is stored as null; anything typed must be a number. */
export const optionalPhoneSchema = (m: PhoneMessages) =>
  z
    .string(m.invalid)
    .trim()
    .max(PHONE_MAX_TYPED, m.invalid)
    .refine((v) => v === '' || normalizePhone(v) !== null, m.invalid)
    .nullish()
    .transform((v) => (v ? normalizePhone(v) : null));

/**
 * What a search box's text means as a phone number, for finding stored numbers: the stored form
 * when it is a whole number in any spelling, else its digits (country code turned into the trunk
 * 0) when there are at least four, so "5678" or "০১৭১২" finds a number by its part. Null when the
 * text is not a phone number at all.
 */
export function phoneSearchDigits(typed: string): string | null {
  const whole = normalizePhone(typed);
  if (whole) return whole;
  const compact = asciiDigits(typed).replace(SEPARATORS, '');
  if (!/^\+?\d{4,15}$/.test(compact)) return null;
  return compact.replace(/^\+?880/, '0').replace(/^\+/, '');
}

// How a stored number is shown and dialled: in a module of its own, without the validation library,
// so every page can show the school's phones without downloading it.
export { phoneForDialling, phoneForReading } from './phone-format';
