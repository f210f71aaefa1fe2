import { asciiDigits } from './digits';

/**
 * How long one lesson of a course lasts, the way the school writes it in the course's daily time
 * ("1 Hour", "1 Hour 30 Minutes", "45 Minutes", "1.5 hours", "90 min", "১ ঘণ্টা ৩০ মিনিট").
 * A text this cannot read is an hour, the lesson the school states when it says nothing else
 * (docs/decisions/0477-a-session-lasts-its-courses-daily-time.md).
 */
export const DEFAULT_LESSON_MINUTES = 60;

const HOURS = /(\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h\b|ঘণ্টা|ঘন্টা)/i;
const MINUTES = /(\d+)\s*(?:minutes?|mins?|m\b|মিনিট)/i;

/** Minutes in a daily-time text, or null when it names neither hours nor minutes (or none at all). */
export function lessonMinutesIn(text: string): number | null {
  const plain = asciiDigits(text);
  const hours = HOURS.exec(plain);
  const minutes = MINUTES.exec(plain);
  if (!hours && !minutes) return null;
  const total = Math.round(Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0));
  // A day holds no lesson longer than 12 hours: anything else is a typing slip, not a length.
  return total > 0 && total <= 12 * 60 ? total : null;
}

/** A course's lesson length in minutes: its English daily time, else its Bengali one, else an hour. */
export function lessonMinutes(course: { dt: string; dtBn?: string }): number {
  return lessonMinutesIn(course.dt) ?? lessonMinutesIn(course.dtBn ?? '') ?? DEFAULT_LESSON_MINUTES;
}
