import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { batches, courses } from '#server/db/schema/index.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { Attendance, Batch, BatchDetail, Progress, TeachingSession, Vehicle } from '#shared/schemas/batch.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { sessionDates } from '#shared/batch-schedule.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder } from '#server/test/payments.ts';

const OWNER_EMAIL = 'owner@school.test';
const DAY = 86_400_000;
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let teacher: TestUser;
let otherTeacher: TestUser;
let student: TestUser;
let vehicle: Vehicle;
let now = Date.now();
const today = todayInDhaka();
/** Every day of the week: a batch that meets daily, from a week ago. */
const DAILY = [0, 1, 2, 3, 4, 5, 6];

const post = (who: TestUser | null, url: string, payload: unknown) =>
  send(t.app, who, { method: 'POST', url, payload: payload as Record<string, unknown> });
const get = (who: TestUser | null, url: string) => send(t.app, who, { method: 'GET', url });

const batchBody = (extra: Record<string, unknown> = {}) => ({
  cid: 'manual-car',
  teacherEmail: teacher.email,
  vehicleId: vehicle.id,
  capacity: 10,
  startDate: addDays(today, -7),
  weekdays: DAILY,
  time: '07:30',
  sessions: 12,
  place: 'Khulna Stadium ground',
  ...extra,
});
async function newBatch(extra: Record<string, unknown> = {}): Promise<Batch> {
  const res = await post(admin, '/api/batches', batchBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Batch>();
}
let times = 0;
/** A time no other test's batch uses, so the teacher's batches never clash by accident. */
const freshTime = () =>
  `${String(6 + Math.floor(++times / 4)).padStart(2, '0')}:${String((times % 4) * 15).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL }, { clock: () => now });
  owner = await createUser(t, 'admin', OWNER_EMAIL);
  admin = await createUser(t, 'admin');
  teacher = await createUser(t, 'teacher');
  otherTeacher = await createUser(t, 'teacher');
  student = await createUser(t, 'student');
  await addCourse(t, 'manual-car', 12000);
  await addCourse(t, 'motorcycle', 6000);
  // A short course: two lessons make a student ready.
  await t.database.db.update(courses).set({ lesson: 2 }).where(eq(courses.cid, 'manual-car'));
  const res = await post(admin, '/api/vehicles', {
    name: 'Toyota Corolla',
    kind: 'car',
    registration: 'Khulna Metro-Ga 11-2345',
  });
  expect(res.statusCode, res.body).toBe(201);
  vehicle = res.json<Vehicle>();
});
afterAll(async () => {
  await t?.close();
});

describe(`batches (${label})`, () => {
  it('the sessions fall on the batch’s weekdays from its first day', () => {
    // 2026-11-29 is a Sunday: Sunday, Tuesday and Thursday sessions.
    expect(sessionDates('2026-11-29', [0, 2, 4], 5)).toEqual([
      '2026-11-29',
      '2026-12-01',
      '2026-12-03',
      '2026-12-06',
      '2026-12-08',
    ]);
  });

  it('only the office creates batches; the teacher must be a teacher; a bad field is named', async () => {
    expect((await post(null, '/api/batches', batchBody())).statusCode).toBe(401);
    expect((await post(student, '/api/batches', batchBody())).statusCode).toBe(403);
    expect((await post(teacher, '/api/batches', batchBody())).statusCode).toBe(403);
    const notTeacher = await post(admin, '/api/batches', batchBody({ teacherEmail: student.email, time: freshTime() }));
    expect(notTeacher.statusCode).toBe(400);
    expect(notTeacher.json()).toMatchObject({
      fields: { teacherEmail: 'There is no teacher with this e-mail address.' },
    });
    const badTime = await post(admin, '/api/batches', batchBody({ time: '25:00' }));
    expect(badTime.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { time: expect.any(String) } });
    const batch = await newBatch({ time: freshTime() });
    expect(batch).toMatchObject({
      teacher: { email: teacher.email },
      vehicle: { registration: 'Khulna Metro-Ga 11-2345' },
    });
    expect(batch.sessionDates).toHaveLength(12);
  });

  it('the same teacher or vehicle at the same time twice is refused; another time is fine', async () => {
    const time = freshTime();
    await newBatch({ time, startDate: addDays(today, 30), weekdays: [0], sessions: 4 });
    // Another teacher, the same vehicle, a day in common.
    const sameVehicle = await post(
      admin,
      '/api/batches',
      batchBody({
        time,
        teacherEmail: otherTeacher.email,
        startDate: addDays(today, 30),
        weekdays: DAILY,
        sessions: 10,
      }),
    );
    expect(sameVehicle.statusCode).toBe(409);
    expect(sameVehicle.json()).toMatchObject({ code: 'BATCH_CLASH', fields: { vehicleId: expect.any(String) } });
    // The same teacher without a vehicle.
    const sameTeacher = await post(
      admin,
      '/api/batches',
      batchBody({ time, vehicleId: null, startDate: addDays(today, 30), weekdays: DAILY, sessions: 10 }),
    );
    expect(sameTeacher.json()).toMatchObject({ code: 'BATCH_CLASH', fields: { teacherEmail: expect.any(String) } });
    // Two batches racing for the same slot: one is made.
    const slot = freshTime();
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => post(admin, '/api/batches', batchBody({ time: slot, vehicleId: null }))),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await post(admin, '/api/batches', batchBody({ time: freshTime() }))).statusCode).toBe(201);
  });

  it('capacity 2 and three placements at once: exactly 2 placed, 1 refused; 20 at once: still 2', async () => {
    for (const racers of [3, 20]) {
      const batch = await newBatch({ capacity: 2, time: freshTime() });
      const people = await Promise.all(Array.from({ length: racers }, () => createUser(t, 'student')));
      const booked = await Promise.all(people.map((p) => bookOrder(t, p, 'manual-car')));
      const results = await Promise.all(
        booked.map((o) => post(admin, `/api/batches/${batch.id}/students`, { oid: o.oid })),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(2);
      expect(codes.filter((c) => c === 409)).toHaveLength(racers - 2);
      expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({
        code: 'BATCH_FULL',
        message: 'This batch is full. Choose another batch.',
      });
      const detail = (await get(admin, `/api/batches/${batch.id}`)).json<BatchDetail>();
      expect(detail.students).toHaveLength(2);
      expect(detail.seatsTaken).toBe(2);
      const [row] = await t.database.db.select().from(batches).where(eq(batches.id, batch.id));
      expect(row!.seatsTaken).toBe(2);
    }
  });

  it('a student takes a free seat for their own order only, once; another course’s batch is refused', async () => {
    const batch = await newBatch({ capacity: 5, time: freshTime() });
    const order = await bookOrder(t, student, 'manual-car');
    const someone = await createUser(t, 'student');
    const theirs = await bookOrder(t, someone, 'manual-car');
    // The student sees the batch among the open ones of their course.
    const open = (await get(student, '/api/batches')).json<Batch[]>();
    expect(open.map((b) => b.id)).toContain(batch.id);
    expect((await post(student, `/api/batches/${batch.id}/students`, { oid: theirs.oid })).statusCode).toBe(404);
    const placed = await post(student, `/api/batches/${batch.id}/students`, { oid: order.oid });
    expect(placed.statusCode, placed.body).toBe(201);
    // The student's answer names only themselves, not the others with a seat.
    expect(placed.json<BatchDetail>().students.map((s) => s.oid)).toEqual([order.oid]);
    const other = await newBatch({ capacity: 5, time: freshTime() });
    expect((await post(student, `/api/batches/${other.id}/students`, { oid: order.oid })).json()).toMatchObject({
      code: 'ALREADY_IN_BATCH',
    });
    const moto = await newBatch({ cid: 'motorcycle', vehicleId: null, time: freshTime() });
    expect((await post(admin, `/api/batches/${moto.id}/students`, { oid: theirs.oid })).json()).toMatchObject({
      code: 'BATCH_OTHER_COURSE',
    });
    // A student does not read a batch's roster.
    expect((await get(student, `/api/batches/${batch.id}`)).statusCode).toBe(404);
  });

  it('a batch that has ended takes no student of their own accord; the office may still place one', async () => {
    const ended = await newBatch({ startDate: addDays(today, -30), weekdays: [1], sessions: 2, time: freshTime() });
    const someone = await createUser(t, 'student');
    const order = await bookOrder(t, someone, 'manual-car');
    expect((await post(someone, `/api/batches/${ended.id}/students`, { oid: order.oid })).statusCode).toBe(404);
    expect((await post(admin, `/api/batches/${ended.id}/students`, { oid: order.oid })).statusCode).toBe(201);
  });

  it('deleting an order gives its seat back', async () => {
    const batch = await newBatch({ capacity: 1, time: freshTime() });
    const someone = await createUser(t, 'student');
    const order = await bookOrder(t, someone, 'manual-car');
    expect((await post(admin, `/api/batches/${batch.id}/students`, { oid: order.oid })).statusCode).toBe(201);
    expect((await send(t.app, admin, { method: 'DELETE', url: `/api/deleteOneOrder/${order.oid}` })).statusCode).toBe(
      200,
    );
    expect((await get(admin, `/api/batches/${batch.id}`)).json<BatchDetail>().seatsTaken).toBe(0);
  });
});

describe(`attendance and progress (${label})`, () => {
  let batch: Batch;
  let order: Order;

  beforeAll(async () => {
    batch = await newBatch({ capacity: 10, time: freshTime(), sessions: 12 });
    const learner = await createUser(t, 'student');
    order = await bookOrder(t, learner, 'manual-car');
    expect((await post(admin, `/api/batches/${batch.id}/students`, { oid: order.oid })).statusCode).toBe(201);
    student = learner;
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
    let progress = (await get(student, `/api/orders/${order.oid}/progress`)).json<Progress>();
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
