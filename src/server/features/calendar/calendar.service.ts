import { randomBytes } from 'node:crypto';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { batchSeats, batches, calendarFeeds, courses, orders, users, vehicles } from '#server/db/schema/index.ts';
import { sessionDates } from '#shared/batch-schedule.ts';
import { asciiDigits } from '#shared/digits.ts';
import { AppError } from '#server/lib/errors.ts';
import { DEFAULT_PREFERENCES, savedMessageLanguage } from '#server/features/messages/index.ts';
import type { Language } from '#shared/language.ts';
import { countIn } from '#shared/i18n/message-values.ts';

/**
 * The feed's words, in the language its owner chose for their messages (Bengali when they never
 * chose): a calendar app shows them as they are, so they are the school's words to that person,
 * like an SMS.
 */
const FEED_WORDS: Record<
  Language,
  { name: string; session: (i: number, of: number) => string; instructor: string; vehicle: string }
> = {
  en: {
    name: 'Driving school sessions',
    session: (i, of) => `Session ${i} of ${of}`,
    instructor: 'Instructor',
    vehicle: 'Vehicle',
  },
  bn: {
    name: 'ড্রাইভিং স্কুলের ক্লাস',
    session: (i, of) => `${countIn('bn', of)}টি ক্লাসের ${countIn('bn', i)} নম্বর`,
    instructor: 'প্রশিক্ষক',
    vehicle: 'গাড়ি',
  },
};

/** 24 random bytes, base64url: a calendar address nobody can guess. */
const newToken = () => randomBytes(24).toString('base64url');

/**
 * The caller's calendar token, made on first use; `reset` replaces it, so an address shared by
 * mistake stops working at once.
 */
export async function calendarToken(db: Db, userId: string, reset = false): Promise<string> {
  if (reset) {
    const token = newToken();
    await db
      .insert(calendarFeeds)
      .values({ userId, token })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token } });
    return token;
  }
  await db.insert(calendarFeeds).values({ userId, token: newToken() }).onConflictDoNothing();
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row!.token;
}

/** Text as iCalendar writes it: backslash, semicolon, comma and line breaks escaped. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * Lines of at most 75 octets, longer ones folded with CRLF and a space (RFC 5545 §3.1), never
 * inside a character: Bengali letters are three octets each in UTF-8.
 */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** "1 Hour", "1.5 hours", "45 min", "২ ঘণ্টা": how long a session lasts; an hour when it does not say. */
export function sessionMinutes(written: string): number {
  const dailyTime = asciiDigits(written);
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hour|ঘণ্টা)/i.exec(dailyTime);
  if (hours) return Math.round(Number(hours[1]) * 60);
  const minutes = /(\d+)\s*(?:m|min|মিনিট)/i.exec(dailyTime);
  return minutes ? Number(minutes[1]) : 60;
}

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The sessions of a calendar token's owner as an iCalendar file: a student's batches (through
 * their orders' seats) and a teacher's own batches, each session an event at its time in Khulna
 * (`TZID=Asia/Dhaka`, a fixed UTC+6 with no daylight saving), with the course, place, instructor
 * and vehicle, worded in the owner's message language: a Bengali reader sees the course's Bengali
 * title (the English one where none is written), an English reader the English title with the
 * Bengali beside it. An unknown token is 404, like any address that is not there.
 */
export async function calendarFeed(db: Db, token: string, now: number, host: string): Promise<string> {
  const [owner] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token));
  if (!owner) throw new AppError('NOT_FOUND');
  const language = (await savedMessageLanguage(db, owner.userId)) ?? DEFAULT_PREFERENCES.language;
  const words = FEED_WORDS[language];
  const seated = db
    .select({ id: batchSeats.batchId })
    .from(batchSeats)
    .innerJoin(orders, eq(orders.id, batchSeats.orderId))
    .where(eq(orders.userId, owner.userId));
  const rows = await db
    .select({
      batch: batches,
      title: courses.title,
      titleBn: courses.titleBn,
      dt: courses.dt,
      teacher: users.name,
      vehicle: vehicles.name,
      registration: vehicles.registration,
    })
    .from(batches)
    .leftJoin(courses, eq(courses.cid, batches.courseCid))
    .leftJoin(users, eq(users.id, batches.teacherId))
    .leftJoin(vehicles, eq(vehicles.id, batches.vehicleId))
    .where(or(eq(batches.teacherId, owner.userId), inArray(batches.id, seated)))
    .orderBy(asc(batches.startDate));

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Khulna Driving School//Sessions//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(words.name)}`,
    'X-WR-TIMEZONE:Asia/Dhaka',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Dhaka',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0600',
    'TZOFFSETTO:+0600',
    'TZNAME:+06',
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
  const dtstamp = stamp(new Date(now));
  for (const r of rows) {
    const b = r.batch;
    const title = r.title ?? b.courseCid;
    const summary = !r.titleBn ? title : language === 'bn' ? r.titleBn : `${title} (${r.titleBn})`;
    const minutes = sessionMinutes(r.dt ?? '');
    const dates = sessionDates(b.startDate, b.weekdays, b.sessions);
    const vehicle = r.vehicle ? `${r.vehicle}${r.registration ? ` (${r.registration})` : ''}` : null;
    dates.forEach((date, i) => {
      const description = [
        words.session(i + 1, b.sessions),
        `${words.instructor}: ${r.teacher ?? ''}`,
        ...(vehicle ? [`${words.vehicle}: ${vehicle}`] : []),
      ].join('\n');
      lines.push(
        'BEGIN:VEVENT',
        `UID:${b.id}-${date}@${host}`,
        `DTSTAMP:${dtstamp}`,
        `DTSTART;TZID=Asia/Dhaka:${date.replace(/-/g, '')}T${b.time.replace(':', '')}00`,
        `DURATION:PT${minutes}M`,
        `SUMMARY:${escapeText(summary)}`,
        `LOCATION:${escapeText(b.place)}`,
        `DESCRIPTION:${escapeText(description)}`,
        'END:VEVENT',
      );
    });
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
