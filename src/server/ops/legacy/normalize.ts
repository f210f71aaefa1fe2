import { z } from 'zod';
import { asciiDigits } from '#shared/digits.ts';
import { isRealDay } from '#shared/dates.ts';
import { OID_PATTERN, SID_PATTERN } from '#shared/ids.ts';
import { normalizePhone } from '#shared/phone.ts';
import { isCleanLine, isCleanText } from '#shared/text.ts';
import type { OrderStatus } from '#shared/constants.ts';

/**
 * Reading the old site's values the way the new site stores them. The old site checked almost
 * nothing, so every reader here says what it could not read instead of guessing.
 */

/** A value as text: strings trimmed, numbers written out, anything else empty. */
export function str(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/gu;

/**
 * One line of text as the app accepts it (docs/decisions/0100): hidden and control characters
 * the old site let through are dropped, line breaks become spaces. Bengali joiners between letters stay.
 */
export function cleanLine(value: unknown, max = 300): string {
  const text = str(value).replace(/\s+/g, ' ');
  const kept = isCleanLine(text) ? text : text.replace(HIDDEN, '');
  return kept.slice(0, max).trim();
}

/** A free text (an address, a course description): line breaks and tabs kept, hidden characters dropped. */
export function cleanText(value: unknown, max = 20_000): string {
  const text = str(value).replace(/\r\n?/g, '\n');
  const kept = isCleanText(text) ? text : text.replace(HIDDEN, (ch) => (ch === '\n' || ch === '\t' ? ch : ''));
  return kept.slice(0, max).trim();
}

const EmailSchema = z.email();
/** An e-mail address in lower case, or null when there is none or it is not one. */
export function email(value: unknown): string | null {
  const text = str(value).toLowerCase();
  return text && text.length <= 254 && EmailSchema.safeParse(text).success ? text : null;
}

/** SID12345678 (any case, Bengali digits, stray spaces), or null. */
export function sid(value: unknown): string | null {
  const text = asciiDigits(str(value)).replace(/\s+/g, '').toUpperCase();
  return SID_PATTERN.test(text) ? text : null;
}

/** OID12345678 (any case, Bengali digits, stray spaces), or null. */
export function oid(value: unknown): string | null {
  const text = asciiDigits(str(value)).replace(/\s+/g, '').toUpperCase();
  return OID_PATTERN.test(text) ? text : null;
}

/**
 * A whole number of taka or lessons: 5000, "5000", "৫০০০", "5,000", "Tk 5000/-". Null when the
 * text holds no number or more than one ("3-4 lessons").
 */
export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  const text = asciiDigits(str(value)).replace(/(\d),(?=\d{3}\b)/g, '$1');
  const numbers = text.match(/\d+(?:\.\d+)?/g);
  if (!numbers || numbers.length !== 1) return null;
  const n = Number(numbers[0]);
  return Number.isInteger(n) && n <= 2_000_000_000 ? n : null;
}

/**
 * A calendar day, YYYY-MM-DD: as the date inputs wrote it, an ISO time (a MongoDB date: the day in
 * Khulna), or day first as people in Bangladesh write it (31/01/2000, 31-01-2000, 31.01.2000).
 * Null when it is none of these or not a real day.
 */
export function day(value: unknown): string | null {
  const text = asciiDigits(str(value));
  if (!text) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return isRealDay(text) ? text : null;
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) {
    const time = Date.parse(text);
    if (Number.isNaN(time)) return null;
    return new Date(time + 6 * 3600_000).toISOString().slice(0, 10);
  }
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) {
    const iso = `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
    return isRealDay(iso) ? iso : null;
  }
  return null;
}

/** When a MongoDB ObjectId was made: its first four bytes are the second it was created. */
export function objectIdTime(id: string): Date | null {
  if (!/^[0-9a-f]{24}$/i.test(id)) return null;
  const seconds = parseInt(id.slice(0, 8), 16);
  return seconds > 0 ? new Date(seconds * 1000) : null;
}

/** A moment: an ISO string (a $date), or milliseconds as a number or a string (Firebase). */
export function moment(value: unknown): Date | null {
  if (typeof value === 'number' || (typeof value === 'string' && /^\d{10,14}$/.test(value))) {
    const d = new Date(Number(value));
    return Number.isNaN(d.getTime()) ? null : d;
  }
  if (typeof value === 'string' && value) {
    const d = new Date(value);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  return null;
}

/** Between numbers in a free-text contact: "01712345678 / 01812345678", "…, …", "… or …". */
const NUMBER_SEPARATORS = /[/,;|&\n]|\bor\b|\band\b|অথবা|বা/i;

/**
 * Every Bangladeshi mobile number in a free-text contact, in the order written, in the stored form
 * (01XXXXXXXXX). Each part between separators may carry a label ("Father: +880 1712-345678",
 * "আব্বু ০১৭১২৩৪৫৬৭৮"): letters and colons are dropped before the number is read.
 */
export function phonesIn(value: unknown): string[] {
  const text = str(value);
  if (!text) return [];
  const found: string[] = [];
  for (const part of text.split(NUMBER_SEPARATORS)) {
    const bare = asciiDigits(part)
      .replace(/[^\d+\s().-]/g, ' ')
      .trim();
    const phone = bare ? normalizePhone(bare) : null;
    if (phone && !found.includes(phone)) found.push(phone);
  }
  return found;
}

/** How the old site's admins wrote each status, by its letters only ("Pending", "in-progress", "COMPLETED "). */
const STATUS_SPELLINGS: Record<string, OrderStatus> = {
  pending: 'pending',
  pendding: 'pending',
  panding: 'pending',
  pendig: 'pending',
  new: 'pending',
  booked: 'pending',
  running: 'running',
  runing: 'running',
  runnig: 'running',
  ongoing: 'running',
  inprogress: 'running',
  active: 'running',
  started: 'running',
  continue: 'running',
  continuing: 'running',
  completed: 'completed',
  complete: 'completed',
  compleated: 'completed',
  completd: 'completed',
  complited: 'completed',
  done: 'completed',
  finished: 'completed',
  passed: 'completed',
};

/**
 * The old status as one of pending | running | completed, or null when it is none of them in any
 * case or spelling (the edit form's "Subject" placeholder, for one). No status at all is pending:
 * that is what the old site set at booking.
 */
export function orderStatus(value: unknown): OrderStatus | null {
  const letters = str(value)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (!letters) return 'pending';
  return STATUS_SPELLINGS[letters] ?? null;
}
