import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { orders } from '#server/db/schema/index.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addCourse, bookingBody, getAs, putOrder, uploadNid } from '#server/test/orders.ts';

/**
 * The booking page asks "Book this course a second time?" when the student's list of live orders of
 * the course (`GET /api/allOrder?course=…&live=true`) is not empty. An order that ended, cancelled
 * by a refund or moved to another course, is no second booking.
 */

let t: TestApp;
let student: TestUser;
let nid: string;

beforeAll(async () => {
  t = await createTestApp();
  student = await createUser(t, 'student');
  await addCourse(t, 'again-car', 9000);
  nid = await uploadNid(t, student);
});
afterAll(async () => {
  await t?.close();
});

async function book(): Promise<Order> {
  const res = await putOrder(t, student, bookingBody('again-car', nid, { idempotencyKey: crypto.randomUUID() }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}

/** What the booking page reads: the student's live orders of the course. */
async function liveOids(): Promise<string[]> {
  const res = await getAs(t, student, '/api/allOrder?course=again-car&live=true');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Order[]>().map((o) => o.oid);
}

/** How a refund that cancels the booking, or a move to another course, leaves the order. */
async function end(oid: string, endedAs: 'cancelled' | 'transferred') {
  await t.database.db.update(orders).set({ endedAs, endedAt: new Date() }).where(eq(orders.oid, oid));
}

describe('the second-booking warning counts live orders only', () => {
  it('a live order counts; cancelled and moved ones do not', async () => {
    expect(await liveOids()).toEqual([]);
    const first = await book();
    expect(await liveOids()).toEqual([first.oid]);

    await end(first.oid, 'cancelled');
    expect(await liveOids()).toEqual([]);

    const second = await book();
    expect(await liveOids()).toEqual([second.oid]);
    await end(second.oid, 'transferred');
    expect(await liveOids()).toEqual([]);

    // The full list still names every order, ended ones too; `live=false` names only those.
    const all = await getAs(t, student, '/api/allOrder?course=again-car');
    expect(
      all
        .json<Order[]>()
        .map((o) => o.oid)
        .sort(),
    ).toEqual([first.oid, second.oid].sort());
    const ended = await getAs(t, student, '/api/allOrder?course=again-car&live=false');
    expect(
      ended
        .json<Order[]>()
        .map((o) => o.oid)
        .sort(),
    ).toEqual([first.oid, second.oid].sort());
  });

  it('refuses a live value that is neither true nor false', async () => {
    const res = await getAs(t, student, '/api/allOrder?live=yes');
    expect(res.statusCode).toBe(400);
  });
});
