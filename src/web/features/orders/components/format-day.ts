import { formatDate } from '../../../lib/format';

/** "2000-05-01" → "1 May 2000" (in Bengali "১ মে, ২০০০"); anything else is shown as it is. */
export function formatDay(day: string | null | undefined): string | null {
  if (!day) return null;
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime())
    ? day
    : formatDate(d, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
