import type { Language } from '#shared/language.ts';
import { LOCALES } from '#shared/language.ts';

/**
 * How a message writes a quantity or a point in time in its language (docs/decisions/0474): a
 * Bengali SMS or mail says ৳১২,০০০, ১৫ মার্চ, ২০২৬ and ৮:৩০ সকাল, as a Bengali page does. A code
 * (an OID, a receipt number, a phone) is never passed through these: it stays as stored.
 *
 * A template names the form after the value's name, `{amount:taka}`, `{date:day}`, `{time:clock}`,
 * `{days:count}`. English templates name none, so English messages keep the values as they are.
 */
export const VALUE_FORMATS = ['taka', 'count', 'day', 'clock'] as const;
export type ValueFormat = (typeof VALUE_FORMATS)[number];

const numberLocale = (language: Language) => (language === 'bn' ? 'bn-BD' : 'en-IN');

/** Whole taka with Bangladeshi grouping: 12,000 or ১২,০০০. */
export const takaIn = (language: Language, amount: number) =>
  new Intl.NumberFormat(numberLocale(language)).format(amount);

/** A count without grouping: 3 or ৩. */
export const countIn = (language: Language, n: number) =>
  new Intl.NumberFormat(numberLocale(language), { useGrouping: false }).format(n);

/** "2026-03-15" as "15 March 2026" or "১৫ মার্চ, ২০২৬"; anything that is not a day as it is. */
export function dayIn(language: Language, day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : new Intl.DateTimeFormat(LOCALES[language], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(d);
}

/**
 * A Khulna clock time "HH:MM" as the pages write it: "8:30 am" or "৮:৩০ সকাল" (Bengali names the
 * part of the day, as Intl's Bengali would otherwise write the English AM and PM); anything that is
 * not a clock time as it is.
 */
export function clockIn(language: Language, hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) return hhmm;
  const at = new Date(Date.UTC(2026, 0, 1, Number(m[1]), Number(m[2])));
  return new Intl.DateTimeFormat(LOCALES[language], {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    ...(language === 'bn' ? { dayPeriod: 'short' } : {}),
  }).format(at);
}

/** A value in the form a template names; a value that is not of that kind is left as it is. */
export function formatValue(language: Language, format: ValueFormat, value: string | number): string {
  const n = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  switch (format) {
    case 'taka':
      return Number.isFinite(n) ? takaIn(language, n) : String(value);
    case 'count':
      return Number.isFinite(n) ? countIn(language, n) : String(value);
    case 'day':
      return dayIn(language, String(value));
    case 'clock':
      return clockIn(language, String(value));
  }
}
