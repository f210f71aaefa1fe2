import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { auditLog, batchSeats, batches, orderTransfers, orders } from '#server/db/schema/index.ts';
import type { Order } from '#shared/schemas/order.ts';
import type { Refund, TransferResult } from '#shared/schemas/refund.ts';
import type { Collections } from '#shared/schemas/report.ts';
import { addCourse, getAs } from '#server/test/orders.ts';
import { bookOrder } from '#server/test/payments.ts';
import { approveAs, ask, claim, ledgerOf, newBatch, payCash, seat, transferAs } from '#server/test/refunds.ts';

const OWNER_EMAIL = 'owner@school.test';
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL, MESSAGE_POLL_MS: '600000' });
  owner = await createUser(t, 'admin', OWNER_EMAIL);
  admin = await createUser(t, 'admin');
  teacher = await createUser(t, 'teacher');
  student = await createUser(t, 'student');
  await addCourse(t, 'manual-car', 12000);
  await addCourse(t, 'heavy-truck', 15000);
  await addCourse(t, 'motorcycle', 6000);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

async function paidOrder(paid: number, cid = 'manual-car'): Promise<Order> {
  const order = await bookOrder(t, student, cid);
  if (paid > 0) await payCash(t, admin, order.oid, paid);
  return order;
}

async function transfer(oid: string, body: Record<string, unknown>): Promise<TransferResult> {
  const res = await transferAs(t, admin, oid, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<TransferResult>();
}

const collected = async () => (await getAs(t, admin, '/api/reports/collections')).json<Collections>();

describe(`transfers (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('only the office moves an order; students and teachers get 403, strangers 401', async () => {
    const order = await paidOrder(1000);
    for (const user of [student, teacher]) {
      const res = await transferAs(t, user, order.oid, { cid: 'heavy-truck' });
      expect(res.statusCode).toBe(403);
    }
    expect((await transferAs(t, null, order.oid, { cid: 'heavy-truck' })).statusCode).toBe(401);
    expect((await transferAs(t, admin, 'OID10000000', { cid: 'heavy-truck' })).json()).toMatchObject({
      code: 'ORDER_NOT_FOUND',
    });
    expect((await transferAs(t, admin, order.oid, { cid: 'no-such-course' })).json()).toMatchObject({
      code: 'COURSE_NOT_FOUND',
    });
    expect((await ledgerOf(t, student, order.oid)).endedAs).toBeNull();
  });

  it('to a dearer course: what was paid carries over, the difference is due, both orders say so, no new money', async () => {
    const old = await paidOrder(5000);
    const batch = await newBatch(t, admin, teacher, 'manual-car');
    await seat(t, admin, batch.id, old.oid);
    const before = await collected();

    const result = await transfer(old.oid, { cid: 'heavy-truck' });
    expect(result).toMatchObject({
      from: old.oid,
      credit: 5000,
      price: 15000,
      due: 10000,
      refund: null,
      batchId: null,
    });
    expect(result.to).toMatch(/^OID\d{8}$/);

    expect(await ledgerOf(t, student, old.oid)).toMatchObject({
      paid: 5000,
      transferredOut: 5000,
      net: 0,
      due: 0,
      endedAs: 'transferred',
      transferredTo: result.to,
    });
    expect(await ledgerOf(t, student, result.to)).toMatchObject({
      price: 15000,
      discount: 0,
      paid: 0,
      transferredIn: 5000,
      net: 5000,
      due: 10000,
      endedAs: null,
      transferredFrom: old.oid,
    });
    // The new order is the student's own, on their list.
    const mine = (await getAs(t, student, `/api/oneOrder/${result.to}`)).json<Order>();
    expect(mine).toMatchObject({ oid: result.to, email: old.email, course: { cid: 'heavy-truck', price: 15000 } });
    // The old seat is free; the new order has none until a batch is chosen.
    const [row] = await db().select().from(batches).where(eq(batches.id, batch.id));
    expect(row!.seatsTaken).toBe(0);
    // The carried ৳5,000 is not money received again.
    expect((await collected()).total).toBe(before.total);
    // Neither order can be deleted now: the transfer is a money record of both.
    for (const oid of [old.oid, result.to]) {
      const gone = await send(t.app, admin, { method: 'DELETE', url: `/api/deleteOneOrder/${oid}` });
      expect(gone.statusCode).toBe(409);
      expect(gone.json()).toMatchObject({ code: 'ORDER_HAS_PAYMENTS' });
    }
    // The old order takes no more money; the new one takes what is due.
    const more = await claim(t, student, result.to, 10000);
    expect(more.status).toBe('submitted');
    const [record] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.transferred'), eq(auditLog.entityId, old.oid)));
    expect(record!.after).toMatchObject({ to: result.to, credit: 5000, seatFreedIn: batch.id, endedAs: 'transferred' });
  });

  it('to a cheaper course: the difference is offered back as a refund request, which the owner approves', async () => {
    const old = await paidOrder(12000);
    const result = await transfer(old.oid, { cid: 'motorcycle' });
    expect(result).toMatchObject({ credit: 12000, price: 6000, due: 0, refund: { amount: 6000 } });
    expect(await ledgerOf(t, student, result.to)).toMatchObject({ net: 12000, due: 0, toRefund: 6000 });
    const [offer] = (await getAs(t, student, `/api/refunds?oid=${result.to}`)).json<Refund[]>();
    expect(offer).toMatchObject({
      id: result.refund!.id,
      status: 'requested',
      requestedAmount: 6000,
      askedByOffice: true,
      cancelOrder: false,
      // Its reason is a code and the order it came from, never a sentence: each page words it.
      reason: null,
      reasonCode: 'transferDifference',
      movedFrom: old.oid,
    });
    const approved = await approveAs(t, owner, offer!.id, { method: 'bkash' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await ledgerOf(t, student, result.to)).toMatchObject({
      net: 6000,
      refunded: 6000,
      due: 0,
      toRefund: 0,
      endedAs: null,
    });
  });

  it('with a batch of the new course the seat moves; a full batch or another course’s refuses the move whole', async () => {
    const old = await paidOrder(2000);
    const oldBatch = await newBatch(t, admin, teacher, 'manual-car');
    await seat(t, admin, oldBatch.id, old.oid);
    const full = await newBatch(t, admin, teacher, 'heavy-truck', 1);
    await seat(t, admin, full.id, (await paidOrder(0, 'heavy-truck')).oid);
    const wrong = await newBatch(t, admin, teacher, 'motorcycle');
    const open = await newBatch(t, admin, teacher, 'heavy-truck');

    const refused = await transferAs(t, admin, old.oid, { cid: 'heavy-truck', batchId: full.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'BATCH_FULL', fields: { batchId: expect.any(String) } });
    const other = await transferAs(t, admin, old.oid, { cid: 'heavy-truck', batchId: wrong.id });
    expect(other.json()).toMatchObject({ code: 'BATCH_OTHER_COURSE' });
    // Nothing moved: the old order stands with its seat.
    expect((await ledgerOf(t, admin, old.oid)).endedAs).toBeNull();
    expect(await db().select().from(batchSeats).where(eq(batchSeats.batchId, oldBatch.id))).toHaveLength(1);

    const result = await transfer(old.oid, { cid: 'heavy-truck', batchId: open.id, sdate: '2030-01-05' });
    expect(result.batchId).toBe(open.id);
    const [freed] = await db().select().from(batches).where(eq(batches.id, oldBatch.id));
    const [taken] = await db().select().from(batches).where(eq(batches.id, open.id));
    expect([freed!.seatsTaken, taken!.seatsTaken]).toEqual([0, 1]);
    const [newRow] = await db().select().from(orders).where(eq(orders.oid, result.to));
    expect(newRow!.sdate).toBe('2030-01-05');
    const [placed] = await db().select().from(batchSeats).where(eq(batchSeats.batchId, open.id));
    expect(placed!.orderId).toBe(newRow!.id);
  });

  it('is refused for the same course, while claims or a refund request wait, and for an order already moved', async () => {
    const order = await paidOrder(3000);
    expect((await transferAs(t, admin, order.oid, { cid: 'manual-car' })).json()).toMatchObject({
      code: 'TRANSFER_SAME_COURSE',
      fields: { cid: expect.any(String) },
    });
    await claim(t, student, order.oid, 500);
    expect((await transferAs(t, admin, order.oid, { cid: 'heavy-truck' })).json()).toMatchObject({
      code: 'PAYMENTS_WAITING',
    });

    const other = await paidOrder(3000);
    await ask(t, student, other.oid, { amount: 1000 });
    expect((await transferAs(t, admin, other.oid, { cid: 'heavy-truck' })).json()).toMatchObject({
      code: 'REFUND_WAITING',
    });

    const moved = await paidOrder(1000);
    await transfer(moved.oid, { cid: 'heavy-truck' });
    const again = await transferAs(t, admin, moved.oid, { cid: 'motorcycle' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_ENDED' });
  });

  it('20 moves of one order at once make one new order and carry the money once', async () => {
    const order = await paidOrder(4000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => transferAs(t, admin, order.oid, { cid: 'heavy-truck' })),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json<{ code: string }>().code)).toEqual(
      Array(19).fill('ORDER_ENDED'),
    );
    const rows = await db().select().from(orderTransfers).where(eq(orderTransfers.fromOrderId, order._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount).toBe(4000);
  });
});
