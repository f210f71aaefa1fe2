import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OWNER_EMAIL, DB_LABEL, createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { batches } from '#server/db/schema/index.ts';
import type { Batch, BatchDetail, Vehicle } from '#shared/schemas/batch.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder } from '#server/test/payments.ts';

let t: TestSchool;
let otherTeacher: TestUser;
let vehicle: Vehicle;
const today = todayInDhaka();
/** Every day of the week: a batch that meets daily, from a week ago. */
const DAILY = [0, 1, 2, 3, 4, 5, 6];

const post = (who: TestUser | null, url: string, payload: unknown) =>
  send(t.app, who, { method: 'POST', url, payload: payload as Record<string, unknown> });
const get = (who: TestUser | null, url: string) => send(t.app, who, { method: 'GET', url });

const batchBody = (extra: Record<string, unknown> = {}) => ({
  cid: 'manual-car',
  teacherEmail: t.teacher.email,
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
  const res = await post(t.admin, '/api/batches', batchBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Batch>();
}
let times = 0;
/** A time no other test's batch uses, so the teacher's batches never clash by accident. */
const freshTime = () =>
  `${String(6 + Math.floor(++times / 4)).padStart(2, '0')}:${String((times % 4) * 15).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL });
  otherTeacher = await createUser(t, 'teacher');
  // A short course: two lessons make a student ready.
  await addCourse(t, 'manual-car', 12000, { lesson: 2 });
  await addCourse(t, 'motorcycle', 6000);
  const res = await post(t.admin, '/api/vehicles', {
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

describe(`batches (${DB_LABEL})`, () => {
  it('the office’s two views: current (running, to come, ended this month), earlier (a page at a time, the latest first)', async () => {
    const oldest = await newBatch({ startDate: addDays(today, -200), time: freshTime() });
    const older = await newBatch({ startDate: addDays(today, -100), time: freshTime() });
    // Its last session was 29 days ago: the office may still be booking its tests.
    const recent = await newBatch({ startDate: addDays(today, -40), time: freshTime() });
    expect(recent.sessionDates.at(-1)).toBe(addDays(today, -29));
    const ids = async (url: string) => {
      const res = await get(t.admin, url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Batch[]>().map((b) => b.id);
    };

    const all = await ids('/api/batches');
    const current = await ids('/api/batches?stage=current');
    expect(current).toContain(recent.id);
    expect(current).not.toContain(older.id);
    expect(current).not.toContain(oldest.id);

    const first = await get(t.admin, '/api/batches?stage=earlier&page=1&limit=1');
    expect(first.statusCode, first.body).toBe(200);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(2);
    const earlier = [first.json<Batch[]>()[0]!.id];
    for (let page = 2; page <= total; page++)
      earlier.push(...(await ids(`/api/batches?stage=earlier&page=${page}&limit=1`)));
    // The latest first, and every batch in exactly one view.
    expect(earlier.indexOf(older.id)).toBeLessThan(earlier.indexOf(oldest.id));
    expect(earlier).not.toContain(recent.id);
    expect([...current, ...earlier].sort()).toEqual([...all].sort());

    expect((await get(t.admin, '/api/batches?stage=old')).statusCode).toBe(400);

    // A student of the course lists only batches they may still join: none that ended.
    const student = await createUser(t, 'student');
    await bookOrder(t, student, 'manual-car');
    const theirs = await get(student, '/api/batches?stage=earlier&page=1&limit=50');
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json<Batch[]>()).toEqual([]);
    expect(theirs.headers['x-total-count']).toBe('0');
    const joinable = (await get(student, '/api/batches?stage=current')).json<Batch[]>();
    expect(joinable.map((b) => b.id)).not.toContain(recent.id);
    expect(joinable.every((b) => b.teacher.email === '')).toBe(true);
  });

  it('only the office creates batches; the teacher must be a teacher; a bad field is named', async () => {
    expect((await post(null, '/api/batches', batchBody())).statusCode).toBe(401);
    expect((await post(t.student, '/api/batches', batchBody())).statusCode).toBe(403);
    expect((await post(t.teacher, '/api/batches', batchBody())).statusCode).toBe(403);
    const notTeacher = await post(
      t.admin,
      '/api/batches',
      batchBody({ teacherEmail: t.student.email, time: freshTime() }),
    );
    expect(notTeacher.statusCode).toBe(400);
    expect(notTeacher.json()).toMatchObject({
      fields: { teacherEmail: 'There is no teacher with this e-mail address.' },
    });
    const badTime = await post(t.admin, '/api/batches', batchBody({ time: '25:00' }));
    expect(badTime.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { time: expect.any(String) } });
    const batch = await newBatch({ time: freshTime() });
    expect(batch).toMatchObject({
      teacher: { email: t.teacher.email },
      vehicle: { registration: 'Khulna Metro-Ga 11-2345' },
    });
    expect(batch.sessionDates).toHaveLength(12);
  });

  it('the same teacher or vehicle at the same time twice is refused; another time is fine', async () => {
    const time = freshTime();
    await newBatch({ time, startDate: addDays(today, 30), weekdays: [0], sessions: 4 });
    // Another teacher, the same vehicle, a day in common.
    const sameVehicle = await post(
      t.admin,
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
      t.admin,
      '/api/batches',
      batchBody({ time, vehicleId: null, startDate: addDays(today, 30), weekdays: DAILY, sessions: 10 }),
    );
    expect(sameTeacher.json()).toMatchObject({ code: 'BATCH_CLASH', fields: { teacherEmail: expect.any(String) } });
    // Two batches racing for the same slot: one is made.
    const slot = freshTime();
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => post(t.admin, '/api/batches', batchBody({ time: slot, vehicleId: null }))),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect((await post(t.admin, '/api/batches', batchBody({ time: freshTime() }))).statusCode).toBe(201);
  });

  it('capacity 2 and three placements at once: exactly 2 placed, 1 refused; 20 at once: still 2', async () => {
    for (const racers of [3, 20]) {
      const batch = await newBatch({ capacity: 2, time: freshTime() });
      const people = await Promise.all(Array.from({ length: racers }, () => createUser(t, 'student')));
      const booked = await Promise.all(people.map((p) => bookOrder(t, p, 'manual-car')));
      const results = await Promise.all(
        booked.map((o) => post(t.admin, `/api/batches/${batch.id}/students`, { oid: o.oid })),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(2);
      expect(codes.filter((c) => c === 409)).toHaveLength(racers - 2);
      expect(results.find((r) => r.statusCode === 409)!.json()).toMatchObject({
        code: 'BATCH_FULL',
        message: 'This batch is full. Choose another batch.',
      });
      const detail = (await get(t.admin, `/api/batches/${batch.id}`)).json<BatchDetail>();
      expect(detail.students).toHaveLength(2);
      expect(detail.seatsTaken).toBe(2);
      const [row] = await t.database.db.select().from(batches).where(eq(batches.id, batch.id));
      expect(row!.seatsTaken).toBe(2);
    }
  });

  it('a student takes a free seat for their own order only, once; another course’s batch is refused', async () => {
    const batch = await newBatch({ capacity: 5, time: freshTime() });
    const order = await bookOrder(t, t.student, 'manual-car');
    const someone = await createUser(t, 'student');
    const theirs = await bookOrder(t, someone, 'manual-car');
    // The student sees the batch among the open ones of their course.
    const open = (await get(t.student, '/api/batches')).json<Batch[]>();
    expect(open.map((b) => b.id)).toContain(batch.id);
    expect((await post(t.student, `/api/batches/${batch.id}/students`, { oid: theirs.oid })).statusCode).toBe(404);
    const placed = await post(t.student, `/api/batches/${batch.id}/students`, { oid: order.oid });
    expect(placed.statusCode, placed.body).toBe(201);
    // The student's answer names only themselves, not the others with a seat.
    expect(placed.json<BatchDetail>().students.map((s) => s.oid)).toEqual([order.oid]);
    const other = await newBatch({ capacity: 5, time: freshTime() });
    expect((await post(t.student, `/api/batches/${other.id}/students`, { oid: order.oid })).json()).toMatchObject({
      code: 'ALREADY_IN_BATCH',
    });
    const moto = await newBatch({ cid: 'motorcycle', vehicleId: null, time: freshTime() });
    expect((await post(t.admin, `/api/batches/${moto.id}/students`, { oid: theirs.oid })).json()).toMatchObject({
      code: 'BATCH_OTHER_COURSE',
    });
    // A student does not read a batch's roster.
    expect((await get(t.student, `/api/batches/${batch.id}`)).statusCode).toBe(404);
  });

  it('a batch that has ended takes no student of their own accord; the office may still place one', async () => {
    const ended = await newBatch({ startDate: addDays(today, -30), weekdays: [1], sessions: 2, time: freshTime() });
    const someone = await createUser(t, 'student');
    const order = await bookOrder(t, someone, 'manual-car');
    expect((await post(someone, `/api/batches/${ended.id}/students`, { oid: order.oid })).statusCode).toBe(404);
    expect((await post(t.admin, `/api/batches/${ended.id}/students`, { oid: order.oid })).statusCode).toBe(201);
  });

  it('deleting an order gives its seat back', async () => {
    const batch = await newBatch({ capacity: 1, time: freshTime() });
    const someone = await createUser(t, 'student');
    const order = await bookOrder(t, someone, 'manual-car');
    expect((await post(t.admin, `/api/batches/${batch.id}/students`, { oid: order.oid })).statusCode).toBe(201);
    expect((await send(t.app, t.admin, { method: 'DELETE', url: `/api/deleteOneOrder/${order.oid}` })).statusCode).toBe(
      200,
    );
    expect((await get(t.admin, `/api/batches/${batch.id}`)).json<BatchDetail>().seatsTaken).toBe(0);
  });
});
