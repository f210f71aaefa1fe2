import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import type { Account } from '#shared/schemas/account.ts';
import type { Batch, Vehicle } from '#shared/schemas/batch.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder } from '#server/test/payments.ts';

/**
 * What the batch pages rely on from the API: the vehicle form's refusal by field, the teacher list
 * of the New batch form, and the batches a student is offered on My Course.
 */
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestSchool;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
const today = todayInDhaka();

const post = (who: TestUser | null, url: string, payload: Record<string, unknown>) =>
  send(t.app, who, { method: 'POST', url, payload });
const get = (who: TestUser | null, url: string) => send(t.app, who, { method: 'GET', url });
let times = 0;
async function newBatch(extra: Record<string, unknown>): Promise<Batch> {
  const res = await post(admin, '/api/batches', {
    cid: 'manual-car',
    teacherEmail: teacher.email,
    capacity: 2,
    startDate: today,
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    // A time of its own, so the teacher's batches never clash by accident.
    time: `${String(6 + ++times).padStart(2, '0')}:00`,
    sessions: 4,
    place: 'Khulna Stadium ground',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Batch>();
}

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL: 'owner@school.test' });
  ({ admin, teacher, student } = t);
  await addCourse(t, 'manual-car');
  await addCourse(t, 'motorcycle', 6000);
});
afterAll(async () => {
  await t?.close();
});

describe(`what the batch pages rely on (${label})`, () => {
  it('a registration already listed is refused by its field; bays without one are many', async () => {
    const car = { name: 'Toyota Corolla', kind: 'car', registration: 'Khulna Metro-Ga 11-2345' };
    expect((await post(admin, '/api/vehicles', car)).statusCode).toBe(201);
    const again = await post(admin, '/api/vehicles', { ...car, name: 'Toyota Corolla 2' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      fields: { registration: 'A vehicle with this registration is already listed.' },
    });
    // The same plate typed another way: other case, spaces for dashes, Bengali digits.
    for (const registration of ['khulna metro ga 11 2345', 'KHULNA METRO-GA-১১-২৩৪৫']) {
      const typed = await post(admin, '/api/vehicles', { ...car, name: 'Toyota Corolla 3', registration });
      expect(typed.statusCode, registration).toBe(409);
      expect(typed.json<{ fields: Record<string, string> }>().fields.registration).toBe(
        'A vehicle with this registration is already listed.',
      );
    }
    // A different number is a different vehicle.
    expect((await post(admin, '/api/vehicles', { ...car, registration: 'Khulna Metro-Ga 11-2346' })).statusCode).toBe(
      201,
    );
    for (const name of ['Workshop bay 1', 'Workshop bay 2'])
      expect((await post(admin, '/api/vehicles', { name, kind: 'bay', registration: '' })).statusCode).toBe(201);
    const listed = (await get(admin, '/api/vehicles')).json<Vehicle[]>();
    expect(listed.filter((v) => v.kind === 'bay').map((v) => v.registration)).toEqual([null, null]);
    expect((await get(teacher, '/api/vehicles')).statusCode).toBe(403);
  });

  it('the New batch form’s teachers: every teacher by name, for the office only', async () => {
    const res = await get(admin, '/api/accounts?role=teacher&sort=name');
    expect(res.statusCode).toBe(200);
    const teachers = res.json<Account[]>();
    expect(teachers.map((a) => a.email)).toContain(teacher.email);
    expect(teachers.every((a) => a.role === 'teacher')).toBe(true);
    expect((await get(teacher, '/api/accounts?role=teacher')).statusCode).toBe(403);
    expect((await get(student, '/api/accounts?role=teacher')).statusCode).toBe(403);
  });

  it('My Course offers a student only their course’s batches with a free seat that have not ended', async () => {
    const order = await bookOrder(t, student, 'manual-car');
    const open = await newBatch({});
    const full = await newBatch({ capacity: 1 });
    const ended = await newBatch({ startDate: addDays(today, -30), sessions: 3 });
    await newBatch({ cid: 'motorcycle' });
    const someone = await createUser(t, 'student');
    const theirs = await bookOrder(t, someone, 'manual-car');
    expect((await post(admin, `/api/batches/${full.id}/students`, { oid: theirs.oid })).statusCode).toBe(201);

    const offered = (await get(student, '/api/batches?cid=manual-car&open=1')).json<Batch[]>();
    expect(offered.map((b) => b.id)).toEqual([open.id]);
    // Another course's batches are not offered, even asked for by name.
    expect((await get(student, '/api/batches?cid=motorcycle&open=1')).json<Batch[]>()).toEqual([]);
    // The office sees them all.
    const all = (await get(admin, '/api/batches?cid=manual-car')).json<Batch[]>().map((b) => b.id);
    expect(all).toEqual(expect.arrayContaining([open.id, full.id, ended.id]));

    // Taking the last seat: the next one to ask is told the batch is full, and it is no longer offered.
    expect((await post(student, `/api/batches/${open.id}/students`, { oid: order.oid })).statusCode).toBe(201);
    const late = await bookOrder(t, someone, 'manual-car');
    expect((await post(admin, `/api/batches/${open.id}/students`, { oid: late.oid })).statusCode).toBe(201);
    const third = await createUser(t, 'student');
    const thirdOrder = await bookOrder(t, third, 'manual-car');
    const refused = await post(third, `/api/batches/${open.id}/students`, { oid: thirdOrder.oid });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BATCH_FULL' });
    expect((await get(third, '/api/batches?cid=manual-car&open=1')).json<Batch[]>()).toEqual([]);
  });
});
