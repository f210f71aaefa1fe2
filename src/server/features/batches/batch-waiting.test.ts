import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { createBatch } from '#server/test/batches.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { batches, orders } from '#server/db/schema/index.ts';
import type { BatchDetail, WaitingStudent } from '#shared/schemas/batch.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';

/**
 * The batch page's waiting list: the course's students without a seat, found by name or by a
 * phone in any spelling, and placed in one tap through the batch's one placement.
 */
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestSchool;
let admin: TestUser;
let teacher: TestUser;
let times = 0;
const freshTime = () => `${String(6 + ++times).padStart(2, '0')}:30`;

async function book(fields: Record<string, unknown>, cid = 'manual-car'): Promise<Order> {
  const who = await createUser(t, 'student');
  const nid = await uploadNid(t, who);
  const res = await putOrder(t, who, bookingBody(cid, nid, { idempotencyKey: crypto.randomUUID(), ...fields }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}
const waiting = async (batchId: string, q?: string, who: TestUser = admin) => {
  const res = await send(t.app, who, {
    method: 'GET',
    url: `/api/batches/${batchId}/waiting${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WaitingStudent[]>();
};

beforeAll(async () => {
  t = await createTestSchool();
  ({ admin, teacher } = t);
  await addCourse(t, 'manual-car', 12000);
  await addCourse(t, 'motorcycle', 6000);
});
afterAll(async () => {
  await t?.close();
});

describe(`the batch's waiting list (${label})`, () => {
  it('lists the course’s students without a seat, with phone, OID and booked start date, found in any spelling', async () => {
    const batch = await createBatch(t, admin, { cid: 'manual-car', teacherEmail: teacher.email, time: freshTime() });
    const later = addDays(todayInDhaka(), 20);
    const rumana = await book({ name: 'Rumana Akter', phone1: '01712345678', phone2: '', sdate: later });
    const karim = await book({ name: 'Abdul Karim', phone1: '01898765432', phone2: '' });
    const moto = await book({ name: 'Moto Rider', phone1: '01555666777', phone2: '' }, 'motorcycle');
    const seated = await book({ name: 'Seated Already', phone1: '01999888777', phone2: '' });
    const other = await createBatch(t, admin, { cid: 'manual-car', teacherEmail: teacher.email, time: freshTime() });
    expect(
      (
        await send(t.app, admin, {
          method: 'POST',
          url: `/api/batches/${other.id}/students`,
          payload: { oid: seated.oid },
        })
      ).statusCode,
    ).toBe(201);
    const ended = await book({ name: 'Ended Order', phone1: '01999888111', phone2: '' });
    await t.database.db.update(orders).set({ status: 'completed' }).where(eq(orders.oid, ended.oid));

    const all = await waiting(batch.id);
    expect(all.map((w) => w.oid).sort()).toEqual([rumana.oid, karim.oid].sort());
    expect(all.find((w) => w.oid === rumana.oid)).toEqual({
      oid: rumana.oid,
      sid: rumana.sid,
      name: 'Rumana Akter',
      phone: '01712345678',
      sdate: later,
    });
    // The earliest booked start date first.
    expect(all[0]!.oid).toBe(karim.oid);
    for (const typed of ['০১৭১২-৩৪৫৬৭৮', '+880 1712 345678', '8801712345678', '017 1234 5678', '৩৪৫৬৭৮', 'rumana']) {
      expect(
        (await waiting(batch.id, typed)).map((w) => w.oid),
        typed,
      ).toEqual([rumana.oid]);
    }
    expect((await waiting(batch.id, rumana.oid.toLowerCase())).map((w) => w.oid)).toEqual([rumana.oid]);
    expect(await waiting(batch.id, 'Moto')).toEqual([]);
    expect(moto.oid).toBeTruthy();
  });

  it('is the office’s: a teacher or a student is refused, an unknown batch is 404', async () => {
    const batch = await createBatch(t, admin, { cid: 'manual-car', teacherEmail: teacher.email, time: freshTime() });
    for (const who of [teacher, t.student]) {
      const res = await send(t.app, who, { method: 'GET', url: `/api/batches/${batch.id}/waiting` });
      expect(res.statusCode).toBe(403);
    }
    const res = await send(t.app, admin, { method: 'GET', url: `/api/batches/${crypto.randomUUID()}/waiting` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'BATCH_NOT_FOUND' });
  });

  it('20 placements from the list at once into 2 seats: 2 placed, the rest still waiting', async () => {
    const batch = await createBatch(t, admin, {
      cid: 'manual-car',
      teacherEmail: teacher.email,
      time: freshTime(),
      capacity: 2,
    });
    const name = `Racer ${Date.now().toString(36)}`;
    await Promise.all(Array.from({ length: 20 }, (_, i) => book({ name: `${name} ${i}`, phone2: '' })));
    const list = await waiting(batch.id, name);
    expect(list).toHaveLength(20);
    const results = await Promise.all(
      list.map((w) =>
        send(t.app, admin, { method: 'POST', url: `/api/batches/${batch.id}/students`, payload: { oid: w.oid } }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 409)).toHaveLength(18);
    const [row] = await t.database.db.select().from(batches).where(eq(batches.id, batch.id));
    expect(row!.seatsTaken).toBe(2);
    const detail = (await send(t.app, admin, { method: 'GET', url: `/api/batches/${batch.id}` })).json<BatchDetail>();
    const placed = detail.students.map((s) => s.oid);
    expect(placed).toHaveLength(2);
    const still = (await waiting(batch.id, name)).map((w) => w.oid);
    expect(still).toHaveLength(18);
    expect(still.some((oid) => placed.includes(oid))).toBe(false);
  });
});
