import { addDays } from './dates';

/**
 * When a batch meets: the first `sessions` days from `startDate` (included) that fall on one of
 * its weekdays (0 = Sunday … 6 = Saturday). Days are YYYY-MM-DD in Khulna.
 */
export function sessionDates(startDate: string, weekdays: readonly number[], sessions: number): string[] {
  const days: string[] = [];
  if (weekdays.length === 0) return days;
  for (let day = startDate; days.length < sessions; day = addDays(day, 1))
    if (weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay())) days.push(day);
  return days;
}
