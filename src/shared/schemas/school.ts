import { z } from 'zod';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { asciiDigits } from '#shared/digits.ts';
import { PHONE_MAX_TYPED, normalizePhone } from '#shared/phone.ts';
import { isCleanLine, isCleanText } from '#shared/text.ts';

/**
 * The school's own facts: its name and address in both languages, phones, e-mail, the bKash and
 * Nagad numbers, where it is on the map, its registration numbers, opening hours, social pages and
 * the figures on the home page. One settings record that the owner edits in the dashboard; the
 * footer, the contact and about pages, the booking page, the order card, the e-mails and the
 * question-bank PDF all read it (`GET /api/school`).
 *
 * Texts follow the bilingual rule of all content (src/shared/bilingual.ts): the English text under
 * the field's name, the Bengali one beside it with `Bn`; a page shows its own language's and falls
 * back to the other.
 */

/** Bangladesh's extent, a little generously: a point outside it is a typo (or latitude and longitude swapped). */
export const BANGLADESH = { lat: [20.3, 26.8], lon: [87.9, 92.8] } as const;
export const MAX_SCHOOL_PHONES = 3;
export const MAX_REGISTRATION_NUMBERS = 3;

export const SchoolSchema = z.object({
  name: z.string(),
  nameBn: z.string(),
  /** The short name in the header, the footer and page titles. */
  shortName: z.string(),
  shortNameBn: z.string(),
  address: z.string(),
  addressBn: z.string(),
  /** Opening hours as the office writes them ("Saturday to Thursday, 8 am to 6 pm"); may be empty. */
  hours: z.string(),
  hoursBn: z.string(),
  /** The office numbers, 01XXXXXXXXX; the first is the one "Call the school" dials. */
  phones: z.array(z.string()),
  email: z.string(),
  /** Mobile-banking numbers for the booking fee, 01XXXXXXXXX; an empty one is not offered. */
  bkash: z.string(),
  nagad: z.string(),
  map: z.object({ lat: z.number(), lon: z.number(), zoom: z.number().int() }),
  registrationNumbers: z.array(z.string()),
  /** The year the school opened (the about page, and the home page's "years of training"). */
  established: z.number().int(),
  /** Addresses of the school's pages; an empty one is not shown. */
  social: z.object({ facebook: z.string(), youtube: z.string() }),
  /** The home page's counters. */
  counters: z.object({
    graduated: z.number().int(),
    instructors: z.number().int(),
    students: z.number().int(),
    branches: z.number().int(),
  }),
  /** The home page's statistics block. */
  statistics: z.object({
    firstAttemptPassPercent: z.number().int(),
    womenTraineesPercent: z.number().int(),
    lessonHoursPerMonth: z.number().int(),
  }),
  /**
   * Teachers, like the office, must sign in with an authenticator code: they read rosters with
   * students' phones (docs/decisions/0394). Off unless the owner turns it on.
   */
  twoFactorForTeachers: z.boolean(),
  /**
   * The days of the week the school is closed (0 = Sunday … 6 = Saturday): no batch meets on them.
   * Friday unless the owner says otherwise.
   */
  closedDays: z.array(z.number().int()),
});
export type School = z.infer<typeof SchoolSchema>;

// ── Saving: PUT /api/school and the settings form validate with the same rules ──

export type SchoolMessageKey = keyof typeof en.schoolSettings.errors;
/** Each side passes its own texts: the API the English catalogue's, the form its page's language. */
export type SchoolMessages = (key: SchoolMessageKey) => string;
const english: SchoolMessages = (key) => en.schoolSettings.errors[key];

const line = (m: SchoolMessages, max: number) =>
  z.string(m('required')).trim().max(max, m('tooLong')).refine(isCleanLine, m('invalidChars'));
const requiredLine = (m: SchoolMessages, max: number) => line(m, max).refine((v) => v !== '', m('required'));
const text = (m: SchoolMessages, max: number) =>
  z.string(m('required')).trim().max(max, m('tooLong')).refine(isCleanText, m('invalidChars'));
const requiredText = (m: SchoolMessages, max: number) => text(m, max).refine((v) => v !== '', m('required'));

/** A phone box that may be empty; anything typed must be a Bangladeshi mobile number in any spelling. */
const phoneOrEmpty = (m: SchoolMessages) =>
  z
    .string(m('phone'))
    .trim()
    .max(PHONE_MAX_TYPED, m('phone'))
    .refine((v) => v === '' || normalizePhone(v) !== null, m('phone'))
    .transform((v) => (v === '' ? '' : (normalizePhone(v) ?? v)));

/**
 * A number typed into a text box (so Bengali digits can be typed: a number box refuses them) or
 * sent as a JSON number. `decimals` allows a fractional part (map coordinates).
 */
const numberFrom = (m: SchoolMessages, range: SchoolMessageKey, min: number, max: number, decimals = false) =>
  z.union([z.number(), z.string()], m('number')).transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : asciiDigits(v).trim();
    if (s === '') {
      ctx.addIssue({ code: 'custom', message: m('required') });
      return z.NEVER;
    }
    if (!(decimals ? /^-?\d+(\.\d+)?$/ : /^-?\d+$/).test(s) || !Number.isFinite(Number(s))) {
      ctx.addIssue({ code: 'custom', message: m(decimals ? 'number' : 'wholeNumber') });
      return z.NEVER;
    }
    const n = Number(s);
    if (n < min || n > max) {
      ctx.addIssue({ code: 'custom', message: m(range) });
      return z.NEVER;
    }
    return n;
  });

/** An address of a page on the web, or nothing. */
const webAddress = (m: SchoolMessages) =>
  z
    .string(m('url'))
    .trim()
    .max(300, m('tooLong'))
    .refine((v) => {
      if (v === '') return true;
      try {
        const url = new URL(v);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(v) && url.hostname.includes('.');
      } catch {
        return false;
      }
    }, m('url'));

/** Up to `max` boxes; empty boxes are dropped, the rest keep their order. */
const boxes = <T extends z.ZodType<string, string>>(item: T, max: number, m: SchoolMessages) =>
  z
    .array(item, m('required'))
    .max(max, m('tooMany'))
    .transform((list) => list.filter((v) => v !== ''));

export const schoolInputSchema = (m: SchoolMessages = english) =>
  z
    .object({
      name: requiredLine(m, 200),
      nameBn: line(m, 200),
      shortName: requiredLine(m, 60),
      shortNameBn: line(m, 60),
      address: requiredText(m, 500),
      addressBn: text(m, 500),
      hours: text(m, 300),
      hoursBn: text(m, 300),
      phones: boxes(phoneOrEmpty(m), MAX_SCHOOL_PHONES, m).refine((list) => list.length > 0, {
        message: m('phoneRequired'),
        path: [0],
      }),
      email: z
        .string(m('required'))
        .trim()
        .min(1, m('required'))
        .max(254, m('tooLong'))
        .refine((v) => z.email().safeParse(v).success, m('email')),
      bkash: phoneOrEmpty(m),
      nagad: phoneOrEmpty(m),
      map: z.object(
        {
          lat: numberFrom(m, 'latitude', BANGLADESH.lat[0], BANGLADESH.lat[1], true),
          lon: numberFrom(m, 'longitude', BANGLADESH.lon[0], BANGLADESH.lon[1], true),
          zoom: numberFrom(m, 'zoom', 10, 19),
        },
        m('required'),
      ),
      registrationNumbers: boxes(line(m, 40), MAX_REGISTRATION_NUMBERS, m),
      established: numberFrom(m, 'year', 1950, 2100),
      social: z.object({ facebook: webAddress(m), youtube: webAddress(m) }, m('required')),
      counters: z.object(
        {
          graduated: numberFrom(m, 'count', 0, 1_000_000),
          instructors: numberFrom(m, 'count', 0, 1_000_000),
          students: numberFrom(m, 'count', 0, 1_000_000),
          branches: numberFrom(m, 'count', 0, 1_000_000),
        },
        m('required'),
      ),
      statistics: z.object(
        {
          firstAttemptPassPercent: numberFrom(m, 'percent', 0, 100),
          womenTraineesPercent: numberFrom(m, 'percent', 0, 100),
          lessonHoursPerMonth: numberFrom(m, 'count', 0, 1_000_000),
        },
        m('required'),
      ),
      twoFactorForTeachers: z.boolean(m('required')),
      // Optional so that a client that does not know it yet keeps the stored days (the save fills them).
      closedDays: z
        .array(z.number(m('required')).int().min(0).max(6), m('required'))
        .max(6, m('closedAll'))
        .transform((days) => [...new Set(days)].sort((a, b) => a - b))
        .optional(),
    })
    // Students are asked to pay the booking fee to one of these, so one must be there.
    .refine((s) => s.bkash !== '' || s.nagad !== '', { message: m('paymentRequired'), path: ['bkash'] });

export const SchoolInputSchema = schoolInputSchema();
export type SchoolInput = z.input<typeof SchoolInputSchema>;

// What a save stores is exactly what GET answers (the closed days filled from the stored ones when not sent).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const _sameShape: Same<Required<z.output<typeof SchoolInputSchema>>, School> = true;
void _sameShape;
