import { formatTime } from '#web/lib/format.ts';

/** A session's "HH:MM" (Khulna time) as the page writes times elsewhere (formatTime): 07:30, or ৭:৩০ সকাল. */
export function clockTime(hhmm: string): string {
  // Khulna is UTC+6 all year: HH:MM there is (HH-6):MM UTC on any day.
  const [h, m] = hhmm.split(':').map(Number);
  return formatTime(new Date(Date.UTC(2026, 0, 1, h! - 6, m!)));
}
