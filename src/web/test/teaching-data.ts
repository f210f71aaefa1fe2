import { sessionDates } from '#shared/batch-schedule.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import type { Batch, BatchDetail, Progress } from '#shared/schemas/batch.ts';

/**
 * A batch's first day: the first Sunday at least ten days from today, so it has not started whenever
 * the tests run and its first session falls on that day (the page names the first session's day).
 */
export const START = sessionDates(addDays(todayInDhaka(), 10), [0], 1)[0]!;
/** Its four sessions, on Sundays and Tuesdays. */
export const DATES = sessionDates(START, [0, 2], 4);

/** A batch as the API answers it: manual-car, Sun and Tue at 07:30, 4 sessions from START. */
export const batchOf = (extra: Partial<Batch> = {}): Batch => ({
  id: '6d9f3d5e-0000-4000-8000-000000000001',
  cid: 'manual-car',
  courseTitle: 'Manual Car',
  courseTitleBn: 'ম্যানুয়াল কার',
  teacher: { id: 't1', name: 'Rafiq Instructor', email: 'rafiq@school.test' },
  vehicle: { id: 'v1', name: 'Toyota Corolla', kind: 'car', registration: 'Khulna Metro-Ga 11-2345' },
  capacity: 10,
  seatsTaken: 3,
  startDate: START,
  weekdays: [0, 2],
  time: '07:30',
  sessions: 4,
  place: 'Khulna Stadium ground',
  sessionDates: DATES,
  ...extra,
});

export const detailOf = (extra: Partial<BatchDetail> = {}): BatchDetail => ({
  ...batchOf(),
  students: [{ oid: 'OID12345678', sid: 'SID00000001', name: 'Nusrat Jahan', phone: '01712345678' }],
  skills: [
    { key: 'steering', en: 'Steering', bn: 'স্টিয়ারিং' },
    { key: 'gears', en: 'Gears', bn: 'গিয়ার' },
  ],
  ...extra,
});

export const progressOf = (extra: Partial<Progress> = {}): Progress => ({
  oid: 'OID12345678',
  attended: 1,
  required: 2,
  absent: 1,
  late: 0,
  remaining: 1,
  ready: false,
  skillKind: 'car',
  skills: [
    { key: 'steering', en: 'Steering', bn: 'স্টিয়ারিং', done: true },
    { key: 'gears', en: 'Gears', bn: 'গিয়ার', done: false },
  ],
  batch: batchOf(),
  nextSession: { date: '2026-12-08', time: '07:30', place: 'Khulna Stadium ground' },
  history: [],
  tests: [],
  mock: { required: false, best: null },
  ...extra,
});

type Answer = { status: number; body: unknown };
export type Sent = { method: string; url: string; body: unknown };

/**
 * The server for a test: `gets` answers GETs by the start of their path (after /api); every other
 * request gets the next of `answers` and is recorded. Every GET is recorded too, to count refreshes.
 */
export function fakeServer(gets: Record<string, unknown>, answers: Answer[] = []) {
  const sent: Sent[] = [];
  const fetched: string[] = [];
  const json = (a: Answer) =>
    new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
  const fetch = async (url: URL | string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = new URL(String(url)).pathname.replace(/^\/api/, '') + new URL(String(url)).search;
    if (method === 'GET') {
      fetched.push(path);
      const key = Object.keys(gets)
        .sort((a, b) => b.length - a.length)
        .find((prefix) => path.startsWith(prefix));
      return json(key ? { status: 200, body: gets[key] } : { status: 404, body: { code: 'NOT_FOUND' } });
    }
    sent.push({ method, url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return json(answers.shift() ?? { status: 500, body: {} });
  };
  return { sent, fetched, fetch };
}
