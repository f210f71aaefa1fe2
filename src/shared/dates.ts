/**
 * Calendar days as the forms and the API write them: `YYYY-MM-DD`, compared as strings and
 * counted in whole UTC days, so no time zone or daylight-saving shift can move a date.
 */
const DAY_MS = 86_400_000;
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The day as a Date at 00:00 UTC, or null when it is not a real calendar day (2026-02-30). */
export function parseDay(day: string): Date | null {
  if (!DAY_PATTERN.test(day)) return null;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(day) ? d : null;
}

export const isRealDay = (day: string): boolean => parseDay(day) !== null;

/** `day` moved by `days` (negative: back). `day` must be a real day. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Bangladesh keeps one time zone (UTC+6) and no daylight saving: "today" is the school's today. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
export function todayInDhaka(now = Date.now()): string {
  return new Date(now + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The moment a school day begins: 00:00 in Khulna, which is 18:00 UTC the day before. */
export function dhakaMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS);
}
