import i18n, { currentLocale } from './i18n';
import { formatDate, formatDay, formatTime } from './format';

// How the teaching loop's pages write its days and times: a batch's schedule, a session's day, a
// clock time, in the page's language.

/** A session's "HH:MM" (Khulna time) as the page writes times elsewhere (formatTime): 07:30, or ৭:৩০ সকাল. */
export function clockTime(hhmm: string): string {
  // Khulna is UTC+6 all year: HH:MM there is (HH-6):MM UTC on any day.
  const [h, m] = hhmm.split(':').map(Number);
  return formatTime(new Date(Date.UTC(2026, 0, 1, h! - 6, m!)));
}

/** A weekday (0 = Sunday … 6 = Saturday) in the page's language: "Tue" / "মঙ্গল", or "Tuesday" / "মঙ্গলবার". */
export function weekdayName(day: number, style: 'short' | 'long' = 'short'): string {
  // 4 January 2026 is a Sunday: day n of the week is n days later.
  return formatDate(new Date(Date.UTC(2026, 0, 4 + day)), { weekday: style, timeZone: 'UTC' });
}

/** Items as a sentence lists them: "A, B and C" / "A, B এবং C". */
export const listText = (items: string[]) =>
  new Intl.ListFormat(currentLocale(), { type: 'conjunction' }).format(items);

/** A batch's days in words: "Sun, Tue and Thu" / "রবি, মঙ্গল এবং বৃহস্পতি"; all seven are "Every day". */
export function daysText(weekdays: readonly number[]): string {
  if (weekdays.length === 7) return i18n.t('common.schedule.everyDay');
  const names = [...weekdays].sort((a, b) => a - b).map((d) => weekdayName(d));
  return listText(names);
}

/** When a batch meets, in words: "Sun, Tue and Thu at 7:30 AM" / "রবি, মঙ্গল এবং বৃহস্পতি, সকাল ৭:৩০". */
export function scheduleText(batch: { weekdays: readonly number[]; time: string }): string {
  return i18n.t('common.schedule.when', { days: daysText(batch.weekdays), time: clockTime(batch.time) });
}

/** A day in words: "1 December 2026" / "১ ডিসেম্বর, ২০২৬". */
export const dayText = (day: string) => formatDay(day) ?? day;

/**
 * What a student joining on `today` would get: the batch's sessions from today on (a batch that has
 * started is joined from its next session), and the first of them in words.
 */
export function joiningFrom(batch: { startDate: string; sessionDates: readonly string[] }, today: string) {
  const ahead = batch.sessionDates.filter((d) => d >= today);
  return { day: dayText(ahead[0] ?? batch.startDate), sessions: ahead.length };
}

/** A session's day with its weekday: "Tue, 1 December 2026" / "মঙ্গল, ১ ডিসেম্বর, ২০২৬". */
export function sessionDay(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return i18n.t('common.schedule.dayWithWeekday', { weekday: weekdayName(weekday), day: dayText(day) });
}

/** A batch's course title in the page's language (the English one when no Bengali is written). */
export function courseTitleOf(batch: { courseTitle: string; courseTitleBn: string }, language: 'en' | 'bn'): string {
  return language === 'bn' && batch.courseTitleBn ? batch.courseTitleBn : batch.courseTitle;
}

/** A vehicle as a line: "Toyota Corolla (Khulna Metro-Ga 11-2345)". */
export const vehicleText = (v: { name: string; registration: string | null }) =>
  v.registration ? `${v.name} (${v.registration})` : v.name;
