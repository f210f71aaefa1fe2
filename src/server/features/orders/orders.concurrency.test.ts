import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { orders } from '#server/db/schema/index.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';

let t: TestApp;
const students: Array<{ user: TestUser; nid: string }> = [];

beforeAll(async () => {
  t = await createTestApp();
  await addCourse(t, 'manual-car');
  for (let i = 0; i < 4; i++) {
    const user = await createUser(t, 'student');
    students.push({ user, nid: await uploadNid(t, user) });
  }
});
afterAll(async () => {
  await t?.close();
});

const allOrders = () => t.database.db.select().from(orders);

describe(`bookings under load (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('200 bookings sent at once make 200 orders with 200 distinct OIDs', { timeout: 120_000 }, async () => {
    const before = (await allOrders()).length;
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => {
        const { user, nid } = students[i % students.length]!;
        return putOrder(t, user, bookingBody('manual-car', nid, { idempotencyKey: crypto.randomUUID() }));
      }),
    );
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const oids = responses.map((r) => r.json<Order>().oid);
    expect(new Set(oids).size).toBe(200);
    expect(oids.every((o) => /^OID\d{8}$/.test(o))).toBe(true);
    const rows = await allOrders();
    expect(rows.length - before).toBe(200);
    expect(new Set(rows.map((r) => r.oid)).size).toBe(rows.length);
  });

  it('50 repeated submissions of one booking make one order', { timeout: 60_000 }, async () => {
    const { user, nid } = students[0]!;
    const before = (await allOrders()).length;
    const body = bookingBody('manual-car', nid, { idempotencyKey: crypto.randomUUID() });
    const responses = await Promise.all(Array.from({ length: 50 }, () => putOrder(t, user, body)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(49);
    expect(new Set(responses.map((r) => r.json<Order>().oid)).size).toBe(1);
    expect((await allOrders()).length - before).toBe(1);
  });

  it('50 repeats of one booking without a key (an old client) also make one order', { timeout: 60_000 }, async () => {
    const { user, nid } = students[1]!;
    const before = (await allOrders()).length;
    const body = bookingBody('manual-car', nid, { address: `Keyless ${crypto.randomUUID()}` });
    const responses = await Promise.all(Array.from({ length: 50 }, () => putOrder(t, user, body)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.json<Order>().oid)).size).toBe(1);
    expect((await allOrders()).length - before).toBe(1);
  });
});
