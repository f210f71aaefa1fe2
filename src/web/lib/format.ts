import { currentLocale } from './i18n';

/** Whole taka with thousands separators, as Bangladeshi price lists write it (12,000 or ১২,০০০). */
export function formatTaka(amount: number): string {
  return new Intl.NumberFormat(currentLocale() === 'bn-BD' ? 'bn-BD' : 'en-IN').format(amount);
}

/** A date in the current language: "1 May 2000" or "১ মে, ২০০০". `options` as Intl.DateTimeFormat takes them. */
export function formatDate(date: Date, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(currentLocale(), options).format(date);
}

/** A count in the current language's digits, as the home page's counters show it (1200 or ১২০০). */
export function formatCount(n: number): string {
  return new Intl.NumberFormat(currentLocale() === 'bn-BD' ? 'bn-BD' : 'en-IN', { useGrouping: false }).format(n);
}

/**
 * A time of day in Khulna, after the date when `withDate`: "2:01 PM" or "২:০১ দুপুর". Bengali
 * names the part of the day (ভোর, সকাল, দুপুর, বিকাল, সন্ধ্যা, রাত্রি), since Intl's Bengali
 * writes the English "AM" and "PM".
 */
export function formatTime(date: Date, { withDate = false }: { withDate?: boolean } = {}): string {
  const timeZone = 'Asia/Dhaka';
  if (currentLocale() !== 'bn-BD')
    return formatDate(date, { ...(withDate ? { dateStyle: 'medium' } : {}), timeStyle: 'short', timeZone });
  const time = formatDate(date, { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone });
  return withDate ? `${formatDate(date, { dateStyle: 'medium', timeZone })}, ${time}` : time;
}

/** "2000-05-01" → "1 May 2000" (in Bengali "১ মে, ২০০০"); anything else is shown as it is. */
export function formatDay(day: string | null | undefined): string | null {
  if (!day) return null;
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : formatDate(d, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** "2026-11" → "Nov 2026" (`short`) or "November 2026" (`long`); in Bengali "নভে ২০২৬", "নভেম্বর ২০২৬". */
export function formatMonth(month: string, style: 'short' | 'long' = 'long'): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? month : formatDate(d, { month: style, year: 'numeric', timeZone: 'UTC' });
}

/** A month's name alone: "Nov" or "নভে". */
export function formatMonthName(month: string): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? month : formatDate(d, { month: 'short', timeZone: 'UTC' });
}

/** A large figure in few characters, as a chart's axis writes it: 12K, 1.5L (lakh); ১২ হা, ১.৫ লা. */
export function formatCompact(n: number): string {
  return new Intl.NumberFormat(currentLocale() === 'bn-BD' ? 'bn-BD' : 'en-IN', { notation: 'compact' }).format(n);
}

/** A day in short: "25 Nov 2026" or "২৫ নভে, ২০২৬"; anything that is not a day is shown as it is. */
export function formatShortDay(day: string | null | undefined): string | null {
  if (!day) return null;
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : formatDate(d, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
