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
