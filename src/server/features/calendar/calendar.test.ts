import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import type { TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import type { Batch } from '#shared/schemas/batch.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { addCourse } from '#server/test/orders.ts';
import { sessionMinutes } from './calendar.service';
import { seatedStudent } from '#server/test/batches.ts';

const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestSchool;
let teacher: TestUser;
let student: TestUser;
let batch: Batch;
const start = addDays(todayInDhaka(), 1);

const get = (who: TestUser | null, url: string) => send(t.app, who, { method: 'GET', url });
const feedPath = (url: string) => new URL(url).pathname;

beforeAll(async () => {
  t = await createTestSchool();
  ({ teacher, student } = t);
  await addCourse(t, 'manual-car', 12000, { titleBn: 'ম্যানুয়াল কার ড্রাইভিং, শহরে', dt: '1.5 Hours' });
  ({ batch } = await seatedStudent(t, 'manual-car', {
    startDate: start,
    weekdays: [0, 2, 4],
    sessions: 6,
    place: 'Khulna Stadium ground; gate 2',
  }));
});
afterAll(async () => {
  await t?.close();
});

describe(`the calendar feed (${label})`, () => {
  it('parses with a calendar library and holds the batch’s sessions at 07:30 in Khulna (01:30 UTC)', async () => {
    // A student who chose English for their messages reads the feed in English.
    const english = { language: 'en', sms: true, email: true, reminders: true };
    expect(
      (await send(t.app, student, { method: 'PUT', url: '/api/me/message-preferences', payload: english })).statusCode,
    ).toBe(200);
    const { url } = (await get(student, '/api/calendar')).json<{ url: string }>();
    expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    // The calendar app fetches it without signing in.
    const res = await get(null, feedPath(url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    expect(zone.tzid).toBe('Asia/Dhaka');
    ICAL.TimezoneService.register(zone);
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(6);
    expect(events.map((e) => e.startDate.toString().slice(0, 10))).toEqual(batch.sessionDates);
    for (const event of events) {
      expect(event.startDate.zone?.tzid).toBe('Asia/Dhaka');
      expect(event.startDate.hour).toBe(7);
      expect(event.startDate.minute).toBe(30);
      expect(event.startDate.toJSDate().toISOString().slice(11, 16)).toBe('01:30');
      expect(event.duration.toSeconds()).toBe(90 * 60);
    }
    // Bengali letters, commas and semicolons come through whole.
    expect(events[0]!.summary).toBe('Course manual-car (ম্যানুয়াল কার ড্রাইভিং, শহরে)');
    expect(events[0]!.location).toBe('Khulna Stadium ground; gate 2');
    expect(events[0]!.description).toContain('Session 1 of 6');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Driving school sessions');
  });

  it('is worded in Bengali for someone who never chose a language, as their messages are', async () => {
    const { url } = (await get(teacher, '/api/calendar')).json<{ url: string }>();
    const calendar = new ICAL.Component(ICAL.parse((await get(null, feedPath(url))).body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('ড্রাইভিং স্কুলের ক্লাস');
    expect(events[0]!.summary).toBe('ম্যানুয়াল কার ড্রাইভিং, শহরে');
    expect(events[0]!.description).toMatch(/^৬টি ক্লাসের ১ নম্বর\nপ্রশিক্ষক: \S/);
    expect(events[5]!.description).toContain('৬টি ক্লাসের ৬ নম্বর');
    expect(events[0]!.description).not.toMatch(/Session|Instructor|Vehicle/);
  });

  it('the teacher’s feed holds their batch; a reset address replaces the old one; an invented one is 404', async () => {
    const { url } = (await get(teacher, '/api/calendar')).json<{ url: string }>();
    expect((await get(teacher, '/api/calendar')).json<{ url: string }>().url).toBe(url);
    const events = new ICAL.Component(ICAL.parse((await get(null, feedPath(url))).body)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(6);
    const reset = await send(t.app, teacher, { method: 'POST', url: '/api/calendar/reset' });
    const fresh = reset.json<{ url: string }>().url;
    expect(fresh).not.toBe(url);
    expect((await get(null, feedPath(url))).statusCode).toBe(404);
    expect((await get(null, feedPath(fresh))).statusCode).toBe(200);
    expect((await get(null, '/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).statusCode).toBe(404);
    expect((await get(null, '/api/calendar')).statusCode).toBe(401);
  });

  it('a session lasts as long as the course’s daily time says', () => {
    expect(sessionMinutes('1 Hour')).toBe(60);
    expect(sessionMinutes('1.5 hours')).toBe(90);
    expect(sessionMinutes('45 min')).toBe(45);
    expect(sessionMinutes('২ ঘণ্টা')).toBe(120);
    expect(sessionMinutes('')).toBe(60);
  });
});
