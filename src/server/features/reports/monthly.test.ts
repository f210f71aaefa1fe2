import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { todayInDhaka } from '#shared/dates.ts';
import type { Monthly } from '#shared/schemas/report.ts';
import type { Payment } from '#shared/schemas/payment.ts';
import type { Order } from '#shared/schemas/order.ts';
import { orders, payments } from '#server/db/schema/index.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder, confirmAs, freshTrxId, submitPaymentAs } from '#server/test/payments.ts';

let t: TestApp;
let admin: TestUser;
let student: TestUser;

/** This month and the one before it, in the school's time (YYYY-MM). */
const thisMonth = todayInDhaka().slice(0, 7);
const lastDayOfLastMonth = new Date(Date.parse(`${thisMonth}-01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const lastMonth = lastDayOfLastMonth.slice(0, 7);
/** A moment written in Khulna's clock (UTC+6). */
const dhaka = (day: string, time: string) => new Date(`${day}T${time}+06:00`);

const get = (user: TestUser | null, url: string) => send(t.app, user, { method: 'GET', url });

async function pay(oid: string, amount: number, confirm: boolean): Promise<Payment> {
  const res = await submitPaymentAs(t, student, oid, { method: 'bkash', amount, trxId: freshTrxId() });
  expect(res.statusCode, res.body).toBe(201);
  const payment = res.json<Payment>();
  if (confirm) expect((await confirmAs(t, admin, payment.id)).statusCode).toBe(200);
  return payment;
}

async function bookedAt(at: Date, discount = 0): Promise<Order> {
  const order = await bookOrder(t, student, 'manual-car');
  await t.database.db.update(orders).set({ createdAt: at, discount }).where(eq(orders.oid, order.oid));
  return order;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, student] = [await createUser(t, 'admin'), await createUser(t, 'student')];
  await addCourse(t, 'manual-car', 12000);
  // 00:30 on the 1st in Khulna is still the previous day in UTC: it belongs to this month.
  const early = await bookedAt(dhaka(`${thisMonth}-01`, '00:30:00'), 2000);
  // 23:30 on the last day of last month in Khulna (17:30 UTC): last month.
  const late = await bookedAt(dhaka(lastDayOfLastMonth, '23:30:00'));

  const a = await pay(early.oid, 3000, true);
  const b = await pay(late.oid, 4000, true);
  await pay(late.oid, 500, false); // a claim the office has not confirmed: not money yet
  await t.database.db
    .update(payments)
    .set({ confirmedAt: dhaka(`${thisMonth}-01`, '00:15:00') })
    .where(eq(payments.id, a.id));
  await t.database.db
    .update(payments)
    .set({ confirmedAt: dhaka(lastDayOfLastMonth, '23:45:00') })
    .where(eq(payments.id, b.id));
});
afterAll(async () => {
  await t?.close();
});

describe(`the monthly figures (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('has every one of the last 12 months, oldest first, a month with nothing as zeros', async () => {
    const res = await get(admin, '/api/reports/monthly?months=12');
    expect(res.statusCode, res.body).toBe(200);
    const { months } = res.json<Monthly>();
    expect(months).toHaveLength(12);
    expect(months.at(-1)!.month).toBe(thisMonth);
    expect(months.at(-2)!.month).toBe(lastMonth);
    for (let i = 1; i < months.length; i++) expect(months[i]!.month > months[i - 1]!.month).toBe(true);
    expect(new Set(months.map((m) => m.month)).size).toBe(12);
    for (const m of months.slice(0, -2))
      expect(m).toEqual({ month: m.month, bookings: 0, booked: 0, collected: 0, refunded: 0 });
  });

  it('a booking and a confirmed payment count in their month in Khulna, not in UTC; a claim is not money', async () => {
    const { months } = (await get(admin, '/api/reports/monthly')).json<Monthly>();
    // Without ?months: the last 12.
    expect(months).toHaveLength(12);
    // The fee after its discount: 12000 - 2000.
    expect(months.at(-1)).toEqual({ month: thisMonth, bookings: 1, booked: 10000, collected: 3000, refunded: 0 });
    expect(months.at(-2)).toEqual({ month: lastMonth, bookings: 1, booked: 12000, collected: 4000, refunded: 0 });
  });

  it('answers as many months as asked, up to two years; anything else is a 400 naming the field', async () => {
    const three = (await get(admin, '/api/reports/monthly?months=3')).json<Monthly>();
    expect(three.months.map((m) => m.month).at(-1)).toBe(thisMonth);
    expect(three.months).toHaveLength(3);
    expect((await get(admin, '/api/reports/monthly?months=24')).json<Monthly>().months).toHaveLength(24);
    for (const months of ['0', '25', 'abc', '1.5']) {
      const res = await get(admin, `/api/reports/monthly?months=${months}`);
      expect(res.statusCode, months).toBe(400);
      expect(res.json<{ code: string; fields: Record<string, string> }>()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { months: expect.any(String) },
      });
    }
  });

  it('only the office sees them: a student or a teacher 403, nobody signed in 401', async () => {
    const teacher = await createUser(t, 'teacher');
    expect((await get(null, '/api/reports/monthly')).statusCode).toBe(401);
    expect((await get(student, '/api/reports/monthly')).statusCode).toBe(403);
    expect((await get(teacher, '/api/reports/monthly')).statusCode).toBe(403);
  });
});
