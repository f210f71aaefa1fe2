import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import {
  attendance,
  batches,
  certificates,
  contactMessages,
  orders,
  payments,
  refunds,
} from '#server/db/schema/index.ts';
import type { Statistics } from '#shared/schemas/report.ts';
import type { Order } from '#shared/schemas/order.ts';
import type { Payment } from '#shared/schemas/payment.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder, confirmAs, freshTrxId, submitPaymentAs } from '#server/test/payments.ts';

const OWNER_EMAIL = 'owner@school.test';
/** A moment written in Khulna's clock (UTC+6). */
const dhaka = (day: string, time = '12:00:00') => new Date(`${day}T${time}+06:00`);
/** The app's clock: the middle of March 2026 in Khulna; "last month" is February. */
const NOW = dhaka('2026-03-15').getTime();

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let student: TestUser;

const get = (user: TestUser | null, url: string) => send(t.app, user, { method: 'GET', url });

async function bookedAt(cid: string, at: Date, extra: Partial<typeof orders.$inferInsert> = {}): Promise<Order> {
  const order = await bookOrder(t, student, cid);
  await t.database.db
    .update(orders)
    .set({ createdAt: at, ...extra })
    .where(eq(orders.oid, order.oid));
  return order;
}

/** A payment the student claims; confirmed by the office at `confirmedAt` unless left a claim. */
async function paid(order: Order, amount: number, confirmedAt: Date | null) {
  const res = await submitPaymentAs(t, student, order.oid, { method: 'bkash', amount, trxId: freshTrxId() });
  expect(res.statusCode, res.body).toBe(201);
  const payment = res.json<Payment>();
  if (!confirmedAt) return;
  expect((await confirmAs(t, admin, payment.id)).statusCode).toBe(200);
  await t.database.db.update(payments).set({ confirmedAt }).where(eq(payments.id, payment.id));
}

async function orderId(order: Order): Promise<string> {
  const [row] = await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.oid, order.oid));
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL }, { clock: () => NOW });
  owner = await createUser(t, 'admin', OWNER_EMAIL);
  [admin, student] = [await createUser(t, 'admin'), await createUser(t, 'student')];
  await addCourse(t, 'car', 10_000, { titleBn: 'গাড়ি' });
  await addCourse(t, 'bike', 6000);

  // 00:30 on 1 March in Khulna is still 28 February in UTC: it is March's booking. Fee ৳9,000.
  const early = await bookedAt('car', dhaka('2026-03-01', '00:30:00'), { discount: 1000 });
  await paid(early, 3000, dhaka('2026-03-02'));
  // Booked in February, first paid on its last evening, paid again in March; three lessons, the
  // third attended in March: ready in March.
  const running = await bookedAt('car', dhaka('2026-02-10'), { courseLesson: 3 });
  await paid(running, 2000, dhaka('2026-02-28', '23:45:00'));
  await paid(running, 1000, dhaka('2026-03-05'));
  const bike = await bookedAt('bike', dhaka('2026-03-10'));
  await paid(bike, 500, null); // a claim the office has not checked: no money, no first payment

  const [batch] = await t.database.db
    .insert(batches)
    .values({
      courseCid: 'car',
      teacherId: admin.id,
      capacity: 5,
      startDate: '2026-02-01',
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      time: '08:00',
      sessions: 10,
      place: 'Khulna',
    })
    .returning();
  const runningId = await orderId(running);
  await t.database.db.insert(attendance).values([
    { batchId: batch!.id, orderId: runningId, date: '2026-02-20', status: 'present' },
    { batchId: batch!.id, orderId: runningId, date: '2026-02-21', status: 'absent' },
    { batchId: batch!.id, orderId: runningId, date: '2026-03-03', status: 'late' },
    { batchId: batch!.id, orderId: runningId, date: '2026-03-04', status: 'present' },
    { batchId: batch!.id, orderId: runningId, date: '2026-03-06', status: 'present' },
  ]);
  const certificate = (id: string, serial: string, revokedAt: Date | null = null) => ({
    serial,
    orderId: id,
    studentName: 'Rahim Uddin',
    sid: 'SID10000000',
    courseTitle: 'Course',
    sessionsAttended: 3,
    sessionsRequired: 3,
    issuedOn: '2026-03-12',
    issuerName: 'The owner',
    revokedAt,
    revokeReason: revokedAt ? 'Issued by mistake.' : null,
  });
  await t.database.db
    .insert(certificates)
    .values([
      certificate(await orderId(bike), 'KDS-2026-000001'),
      certificate(runningId, 'KDS-2026-000002', new Date()),
    ]);

  // ৳500 given back on the running order in March, approved by the owner.
  await t.database.db.insert(refunds).values({
    orderId: runningId,
    status: 'approved',
    requestedAmount: 500,
    reason: 'Missed two lessons.',
    amount: 500,
    method: 'bkash',
    number: 'RF-2026-000001',
    approvedAt: dhaka('2026-03-08'),
  });

  const message = (at: Date) => ({ name: 'A', email: 'a@example.com', message: 'Fees?', createdAt: at });
  await t.database.db
    .insert(contactMessages)
    .values([
      message(dhaka('2026-03-01', '00:10:00')),
      message(dhaka('2026-03-14')),
      message(dhaka('2026-02-27')),
      message(dhaka('2026-01-31')),
    ]);
});
afterAll(async () => {
  await t?.close();
});

describe(`the owner's month (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('counts each stage this month and last by Khulna’s calendar, the money net and owed, and per course', async () => {
    const res = await get(owner, '/api/reports/statistics');
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<Statistics>();
    expect(s).toMatchObject({ month: '2026-03', previous: '2026-02' });
    expect(s.stages).toEqual({
      enquiries: { this: 2, last: 1 },
      bookings: { this: 2, last: 1 },
      firstPayment: { this: 1, last: 1 },
      attending: { this: 1, last: 1 },
      ready: { this: 1, last: 0 },
      certified: { this: 1, last: 0 },
    });
    expect(s.money).toEqual({
      collected: { this: 4000, last: 2000 },
      refunded: { this: 500, last: 0 },
      net: { this: 3500, last: 2000 },
      // Now: ৳6,000 + ৳7,500 (the refund gave ৳500 back) + ৳6,000. At February's end only the
      // February booking: ৳10,000 less ৳2,000.
      outstanding: { this: 19_500, last: 8000 },
    });
    expect(s.courses.map((c) => c.cid)).toEqual(['car', 'bike']);
    const [car, bike] = s.courses;
    expect(car).toMatchObject({
      title: 'Course car',
      titleBn: 'গাড়ি',
      stages: { bookings: { this: 1, last: 1 }, ready: { this: 1, last: 0 }, certified: { this: 0, last: 0 } },
      money: {
        collected: { this: 4000, last: 2000 },
        refunded: { this: 500, last: 0 },
        outstanding: { this: 13_500, last: 8000 },
      },
    });
    expect(bike).toMatchObject({
      stages: { bookings: { this: 1, last: 0 }, firstPayment: { this: 0, last: 0 }, certified: { this: 1, last: 0 } },
      money: { collected: { this: 0, last: 0 }, outstanding: { this: 6000, last: 0 } },
    });
  });

  it('answers any month before: February against January', async () => {
    const s = (await get(owner, '/api/reports/statistics?month=2026-02')).json<Statistics>();
    expect(s).toMatchObject({ month: '2026-02', previous: '2026-01' });
    expect(s.stages.enquiries).toEqual({ this: 1, last: 1 });
    expect(s.stages.bookings).toEqual({ this: 1, last: 0 });
    expect(s.money.outstanding).toEqual({ this: 8000, last: 0 });
  });

  it('is the owner’s alone, and refuses a month to come or a month that is not one', async () => {
    expect((await get(admin, '/api/reports/statistics')).statusCode).toBe(403);
    expect((await get(student, '/api/reports/statistics.csv')).statusCode).toBe(403);
    expect((await get(null, '/api/reports/statistics')).statusCode).toBe(401);
    const later = await get(owner, '/api/reports/statistics?month=2026-04');
    expect(later.statusCode).toBe(400);
    expect(later.json().fields).toEqual({ month: 'Choose this month or one before it.' });
    expect((await get(owner, '/api/reports/statistics?month=2026-13')).statusCode).toBe(400);
  });

  it('downloads the same figures as CSV: the school’s, then each course’s, this month and last', async () => {
    const res = await get(owner, '/api/reports/statistics.csv?month=2026-03');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="statistics-2026-03.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      // Every field is quoted (the house CSV): the cells without their quotes.
      .map((line) => line.replaceAll('"', ''));
    expect(lines[0]).toBe('Course,Figure,2026-03,2026-02');
    expect(lines).toContain('All courses,bookings,2,1');
    expect(lines).toContain('All courses,outstanding,19500,8000');
    expect(lines).toContain('All courses,refunded,500,0');
    expect(lines).toContain('Course car,ready,1,0');
    expect(lines).toContain('Course bike,certified,1,0');
    // From a Bengali page: Bengali column names and "all courses"; the figures and codes as above.
    const bn = (await get(owner, '/api/reports/statistics.csv?month=2026-03&lang=bn')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.replaceAll('"', ''));
    expect(bn[0]).toBe('কোর্স,হিসাব,2026-03,2026-02');
    expect(bn).toContain('সব কোর্স,bookings,2,1');
    // A course by its Bengali title where it has one; the figures as in the English file.
    expect(bn).toContain('গাড়ি,ready,1,0');
    expect(bn.slice(1).filter((l) => !l.startsWith('সব কোর্স'))).toEqual(
      lines
        .slice(1)
        .filter((l) => !l.startsWith('All courses'))
        .map((l) => l.replace(/^Course car,/, 'গাড়ি,')),
    );
  });
});
