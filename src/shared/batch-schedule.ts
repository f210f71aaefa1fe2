const DAY = 24 * 60 * 60 * 1000;

/**
 * When a batch meets: the first `sessions` days from `startDate` (included) that fall on one of
 * its weekdays (0 = Sunday … 6 = Saturday). Days are YYYY-MM-DD in Khulna.
 */
export function sessionDates(startDate: string, weekdays: readonly number[], sessions: number): string[] {
  const days: string[] = [];
  if (weekdays.length === 0) return days;
  // Counted in milliseconds and weekday numbers; only a day it meets is written as text (every list
  // of batches works this out for each batch, and most days of a span are not its days).
  const meets = new Set(weekdays);
  let at = Date.parse(`${startDate}T00:00:00Z`);
  for (let weekday = new Date(at).getUTCDay(); days.length < sessions; weekday = (weekday + 1) % 7, at += DAY) {
    if (meets.has(weekday)) days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}
