import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { Attendance, Batch, BatchDetail, Progress, TeachingSession } from '#shared/schemas/batch.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { addCourse } from '#server/test/orders.ts';
import { seatedStudent } from '#server/test/batches.ts';

const OWNER_EMAIL = 'owner@school.test';
const DAY = 86_400_000;
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestSchool;
let owner: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let now = Date.now();
const today = todayInDhaka();

const post = (who: TestUser | null, url: string, payload: unknown) =>
  send(t.app, who, { method: 'POST', url, payload: payload as Record<string, unknown> });
const get = (who: TestUser | null, url: string) => send(t.app, who, { method: 'GET', url });

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL }, { clock: () => now });
  ({ owner, teacher, student } = t);
  otherTeacher = await createUser(t, 'teacher');
  // A short course: two lessons make a student ready.
  await addCourse(t, 'manual-car', 12000, { lesson: 2 });
});
afterAll(async () => {
  await t?.close();
});

describe(`attendance and progress (${label})`, () => {
  let batch: Batch;
  let order: Order;

  beforeAll(async () => {
    ({ batch, order } = await seatedStudent(t, 'manual-car', {
      capacity: 10,
      startDate: addDays(today, -7),
      sessions: 12,
    }));
  });

  const mark = (who: TestUser, body: Record<string, unknown>) =>
    post(who, `/api/batches/${batch.id}/attendance`, { oid: order.oid, ...body });

  it('the batch’s teacher marks; another teacher and the student are refused; bad days and skills are named', async () => {
    const yesterday = addDays(today, -1);
    const res = await mark(teacher, {
      date: yesterday,
      status: 'present',
      skills: ['controls', 'starting'],
      note: 'Good start',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Attendance>()).toMatchObject({ status: 'present', skills: ['controls', 'starting'] });
    expect((await mark(otherTeacher, { date: yesterday, status: 'absent' })).statusCode).toBe(403);
    expect((await mark(student, { date: yesterday, status: 'present' })).statusCode).toBe(403);
    const future = await mark(teacher, { date: addDays(today, 1), status: 'present' });
    expect(future.json()).toMatchObject({ fields: { date: 'This session has not happened yet.' } });
    const noSession = await mark(teacher, { date: addDays(today, -30), status: 'present' });
    expect(noSession.json()).toMatchObject({ fields: { date: 'This batch has no session on this day.' } });
    const skill = await mark(teacher, { date: yesterday, status: 'present', skills: ['wheelie'] });
    expect(skill.json()).toMatchObject({ fields: { skills: expect.stringContaining('wheelie') } });
    // Another teacher reads neither the roster nor the student's progress.
    expect((await get(otherTeacher, `/api/batches/${batch.id}`)).statusCode).toBe(404);
    expect((await get(otherTeacher, `/api/orders/${order.oid}/progress`)).statusCode).toBe(404);
  });

  it('the student’s progress and the roster show it; after the required sessions the student is ready', async () => {
    // Early in the morning, before today's session (its hour decides when "next" moves on).
    const real = now;
    now = Date.parse(`${today}T06:00:00+06:00`);
    let progress = (await get(student, `/api/orders/${order.oid}/progress`)).json<Progress>();
    now = real;
    expect(progress).toMatchObject({ attended: 1, required: 2, remaining: 1, ready: false });
    expect(progress.skills.filter((s) => s.done).map((s) => s.key)).toEqual(['controls', 'starting']);
    expect(progress.skills.find((s) => s.key === 'hill-start')).toMatchObject({ en: 'Hill start', bn: 'ঢালে স্টার্ট' });
    expect(progress.nextSession).toMatchObject({ date: today, time: batch.time, place: 'Khulna Stadium ground' });
    const roster = (await get(teacher, `/api/batches/${batch.id}/attendance`)).json<Attendance[]>();
    expect(roster).toEqual([expect.objectContaining({ oid: order.oid, date: addDays(today, -1), status: 'present' })]);
    expect((await get(teacher, `/api/batches/${batch.id}`)).json<BatchDetail>().students.map((s) => s.oid)).toEqual([
      order.oid,
    ]);

    expect((await mark(teacher, { date: today, status: 'late', skills: ['gears'] })).statusCode).toBe(200);
    progress = (await get(student, `/api/orders/${order.oid}/progress`)).json<Progress>();
    expect(progress).toMatchObject({ attended: 2, late: 1, remaining: 0, ready: true });
  });

  it('a teacher’s week lists their own sessions with seats and marks; a student may not ask', async () => {
    const res = await get(teacher, `/api/sessions?from=${addDays(today, -1)}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<TeachingSession[]>().filter((s) => s.batchId === batch.id);
    expect(mine.map((s) => [s.date, s.students, s.marked, s.number])).toEqual([
      [addDays(today, -1), 1, 1, 7],
      [today, 1, 1, 8],
    ]);
    const others = (await get(otherTeacher, `/api/sessions?from=${addDays(today, -1)}&to=${today}`)).json<
      TeachingSession[]
    >();
    expect(others.filter((s) => s.batchId === batch.id)).toEqual([]);
    expect((await get(student, '/api/sessions')).statusCode).toBe(403);
    expect((await get(teacher, `/api/sessions?from=${today}&to=${addDays(today, -3)}`)).json()).toMatchObject({
      fields: { to: 'The end date is before the start date.' },
    });
  });

  it('a change on the day is not a correction; a change after the day is audited with before and after', async () => {
    expect((await mark(teacher, { date: today, status: 'present', skills: ['gears'] })).statusCode).toBe(200);
    const audit = async () =>
      (await get(owner, '/api/audit?entity=attendance'))
        .json<AuditEntry[]>()
        .filter((e) => e.entityId.startsWith(order.oid));
    expect(await audit()).toEqual([]);
    now = Date.now() + 2 * DAY;
    expect((await mark(teacher, { date: addDays(today, -1), status: 'absent', note: 'Was ill' })).statusCode).toBe(200);
    now = Date.now();
    const [entry] = await audit();
    expect(entry).toMatchObject({
      action: 'attendance.corrected',
      actorEmail: teacher.email,
      before: { status: 'present', note: 'Good start' },
      after: { status: 'absent', note: 'Was ill' },
    });
    expect((await get(student, `/api/orders/${order.oid}/progress`)).json<Progress>()).toMatchObject({
      attended: 1,
      absent: 1,
      ready: false,
    });
  });
});
