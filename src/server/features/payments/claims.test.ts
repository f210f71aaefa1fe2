import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { orders, payments } from '#server/db/schema/index.ts';
import type { Ledger, Payment } from '#shared/schemas/payment.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder, confirmAs, freshTrxId, ledgerAs, rejectAs, submitPaymentAs } from '#server/test/payments.ts';

/** What a claim may add up to on an order, and how many claims an account and an order may send. */

const PRICE = 12000;
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, 'admin');
  await addCourse(t, 'manual-car', PRICE);
});
afterAll(async () => {
  await t?.close();
});

const claim = (user: TestUser, oid: string, amount: number, method = 'bkash') =>
  submitPaymentAs(t, user, oid, { method, amount, trxId: method === 'cash' ? null : freshTrxId() });

async function ledger(user: TestUser, oid: string): Promise<Ledger> {
  const res = await ledgerAs(t, user, oid);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Ledger>();
}

/** A student of their own with one booked order: each test draws on fresh buckets. */
async function studentWithOrder() {
  const student = await createUser(t, 'student');
  return { student, order: await bookOrder(t, student, 'manual-car') };
}

describe(`claims within what is due (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a claim may not exceed what is due, counting the claims that wait for the office; a rejected one frees its share', async () => {
    const { student, order } = await studentWithOrder();
    const tooMuch = await claim(student, order.oid, PRICE + 1);
    expect(tooMuch.statusCode, tooMuch.body).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'AMOUNT_OVER_DUE', fields: { amount: expect.any(String) } });
    const first = await claim(student, order.oid, 8000);
    expect(first.statusCode, first.body).toBe(201);
    // ৳8,000 waits for the office: ৳5,000 more would be ৳13,000 claimed on a ৳12,000 fee.
    expect((await claim(student, order.oid, 5000)).json()).toMatchObject({ code: 'AMOUNT_OVER_DUE' });
    expect((await claim(student, order.oid, 4000)).statusCode).toBe(201);
    // The office may not record cash beyond it either.
    expect((await claim(admin, order.oid, 1, 'cash')).json()).toMatchObject({ code: 'AMOUNT_OVER_DUE' });
    // Rejected, the ৳8,000 no longer counts; confirmed, the ৳4,000 still does.
    await rejectAs(t, admin, first.json<Payment>().id, 'Not in our statement.');
    expect((await claim(student, order.oid, 8001)).json()).toMatchObject({ code: 'AMOUNT_OVER_DUE' });
    const cash = await claim(admin, order.oid, 8000, 'cash');
    expect(cash.statusCode, cash.body).toBe(201);
    expect((await claim(student, order.oid, 1)).json()).toMatchObject({ code: 'AMOUNT_OVER_DUE' });
    expect(await ledger(student, order.oid)).toMatchObject({ paid: 8000, due: 4000 });
  });

  it('the fee after a coupon’s discount is the bound', async () => {
    const { student, order } = await studentWithOrder();
    // As a booking with a ৳2,000 coupon stores it.
    await t.database.db.update(orders).set({ discount: 2000 }).where(eq(orders.oid, order.oid));
    expect((await claim(student, order.oid, PRICE - 2000 + 1)).json()).toMatchObject({ code: 'AMOUNT_OVER_DUE' });
    expect((await claim(student, order.oid, PRICE - 2000)).statusCode).toBe(201);
  });

  it('20 claims sent at once that each fit the due alone but not together: the claims never add up to more than the due', async () => {
    const { student, order } = await studentWithOrder();
    const responses = await Promise.all(Array.from({ length: 20 }, () => claim(student, order.oid, 1000)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.filter((s) => s === 400)).toHaveLength(8);
    for (const r of responses.filter((x) => x.statusCode === 400))
      expect(r.json()).toMatchObject({ code: 'AMOUNT_OVER_DUE' });
    const stored = await t.database.db
      .select({ id: payments.id, amount: payments.amount })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.oid, order.oid));
    expect(stored.reduce((sum, p) => sum + p.amount, 0)).toBe(PRICE);
    // Confirmed, all of them: paid in full, nothing left due, never more.
    await Promise.all(stored.map((p) => confirmAs(t, admin, p.id)));
    expect(await ledger(student, order.oid)).toMatchObject({ paid: PRICE, due: 0 });
  });
});

describe('claims are rate-limited per account and per order', () => {
  it('a student’s 31st claim in an hour, over all their orders, is refused with 429 and how long to wait', async () => {
    const { student, order } = await studentWithOrder();
    const second = await bookOrder(t, student, 'manual-car');
    for (let i = 0; i < 15; i++) expect((await claim(student, order.oid, 10)).statusCode).toBe(201);
    for (let i = 0; i < 15; i++) expect((await claim(student, second.oid, 10)).statusCode).toBe(201);
    const refused = await claim(student, second.oid, 10);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', params: { limit: 'payments' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Nothing was stored for it, and the office can still record on the student's order.
    expect((await ledger(student, second.oid)).payments).toHaveLength(15);
    expect((await claim(admin, second.oid, 10, 'cash')).statusCode).toBe(201);
  });

  it('one order takes 20 claims an hour from everyone together; a refused claim costs its token too', async () => {
    const { student, order } = await studentWithOrder();
    const taken = await claim(student, order.oid, 10);
    const trxId = taken.json<Payment>().trxId;
    // Guessing TrxIDs: each 409 counts.
    for (let i = 0; i < 9; i++) {
      const again = await submitPaymentAs(t, student, order.oid, { method: 'bkash', amount: 10, trxId });
      expect(again.statusCode).toBe(409);
    }
    for (let i = 0; i < 10; i++) expect((await claim(admin, order.oid, 10, 'cash')).statusCode).toBe(201);
    expect((await claim(admin, order.oid, 10, 'cash')).statusCode).toBe(429);
    expect((await claim(student, order.oid, 10)).statusCode).toBe(429);
    // Another order of the same student is its own bucket.
    const other = await bookOrder(t, student, 'manual-car');
    expect((await claim(student, other.oid, 10)).statusCode).toBe(201);
  });

  it('a claim into somebody else’s order spends none of that order’s tokens (404 first)', async () => {
    const { student, order } = await studentWithOrder();
    const stranger = await createUser(t, 'student');
    for (let i = 0; i < 25; i++) expect((await claim(stranger, order.oid, 10)).statusCode).toBe(404);
    for (let i = 0; i < 20; i++) expect((await claim(student, order.oid, 10)).statusCode).toBe(201);
  });
});
