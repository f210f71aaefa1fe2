import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { batchSeats, batches, orderTransfers, orders } from '#server/db/schema/index.ts';
import type { Order } from '#shared/schemas/order.ts';
import type { TransferResult } from '#shared/schemas/refund.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder } from '#server/test/payments.ts';
import { ledgerOf, newBatch, payCash, transferAs } from '#server/test/refunds.ts';

/**
 * Transfers raced as a busy office would race them: a double-tapped "move" moves an order once, and
 * a batch filled by many moves at once holds no more students than its seats, each refused move
 * leaving its order exactly as it was.
 */
const OWNER_EMAIL = 'owner@school.test';
let t: TestApp;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL, MESSAGE_POLL_MS: '600000' });
  await createUser(t, 'admin', OWNER_EMAIL);
  admin = await createUser(t, 'admin');
  teacher = await createUser(t, 'teacher');
  student = await createUser(t, 'student');
  await addCourse(t, 'manual-car', 12000);
  await addCourse(t, 'heavy-truck', 15000);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

async function paidOrder(paid: number, who: TestUser = student): Promise<Order> {
  const order = await bookOrder(t, who, 'manual-car');
  await payCash(t, admin, order.oid, paid);
  return order;
}

describe(`transfers raced (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('20 moves of one order at once: one new order, the credit carried once, the rest refused as ended', async () => {
    const order = await paidOrder(4000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => transferAs(t, admin, order.oid, { cid: 'heavy-truck' })),
    );
    const moved = answers.filter((r) => r.statusCode === 201);
    expect(moved).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 201).map((r) => [r.statusCode, r.json().code])).toEqual(
      Array(19).fill([409, 'ORDER_ENDED']),
    );
    const [old] = await db().select().from(orders).where(eq(orders.oid, order.oid));
    const carried = await db().select().from(orderTransfers).where(eq(orderTransfers.fromOrderId, old!.id));
    expect(carried.map((c) => c.amount)).toEqual([4000]);
    const to = moved[0]!.json<TransferResult>().to;
    expect(await ledgerOf(t, admin, to)).toMatchObject({ net: 4000 });
  });

  it('20 moves into a batch of 5 seats at once: 5 moved with their seats, 15 refused as full and left as they were', async () => {
    const target = await newBatch(t, admin, teacher, 'heavy-truck', 5);
    // Twenty students, one order each (one account's uploads and bookings are limited).
    const students = await Promise.all(Array.from({ length: 20 }, () => createUser(t, 'student')));
    const olds = await Promise.all(students.map((s) => paidOrder(1000, s)));
    const answers = await Promise.all(
      olds.map((o) => transferAs(t, admin, o.oid, { cid: 'heavy-truck', batchId: target.id })),
    );
    const codes = answers.map((r) => (r.statusCode === 201 ? 'moved' : `${r.statusCode} ${r.json().code}`));
    expect(codes.filter((c) => c === 'moved')).toHaveLength(5);
    expect(codes.filter((c) => c !== 'moved')).toEqual(Array(15).fill('409 BATCH_FULL'));

    const [batch] = await db().select().from(batches).where(eq(batches.id, target.id));
    expect(batch!.seatsTaken).toBe(5);
    expect(await db().select().from(batchSeats).where(eq(batchSeats.batchId, target.id))).toHaveLength(5);
    // A refused move rolled back whole: the old order is not ended, and no new order or credit stayed.
    const refused = olds.filter((_, i) => answers[i]!.statusCode !== 201);
    const rows = await db()
      .select({ id: orders.id, endedAs: orders.endedAs })
      .from(orders)
      .where(
        inArray(
          orders.oid,
          refused.map((o) => o.oid),
        ),
      );
    expect(rows.map((r) => r.endedAs)).toEqual(Array(15).fill(null));
    const credits = await db()
      .select()
      .from(orderTransfers)
      .where(
        inArray(
          orderTransfers.fromOrderId,
          rows.map((r) => r.id),
        ),
      );
    expect(credits).toHaveLength(0);
  });
});
