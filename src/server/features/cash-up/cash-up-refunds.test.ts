import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, closedDayRefunds, messages, orders, refunds, users } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { dhakaMidnight, todayInDhaka } from '#shared/dates.ts';
import type { CashUp, CashUpDay, CashUpMonth } from '#shared/schemas/cash-up.ts';
import type { Refund } from '#shared/schemas/refund.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder } from '#server/test/payments.ts';
import { approveAs, ask, payCash } from '#server/test/refunds.ts';

/**
 * Refunds paid back on a day come out of that day's takings: the close holds each count against
 * what should be in hand (confirmed in, less refunded), and a refund approved after the closer
 * looked at the figures makes the close refused as changed. Once the day is closed, a refund paid
 * out of it needs the owner's reason and is written down under the close.
 */

const OWNER_EMAIL = 'owner@school.test';
let now = Date.now();
const today = todayInDhaka(now);
const at = (minutes: number) => dhakaMidnight(today).getTime() + minutes * 60_000;

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let student: TestUser;
/** The request the closed-day tests approve, asked once the day was closed. */
let lateRequest: Refund;

const zero = { bkash: 0, nagad: 0, rocket: 0, cash: 0, bank: 0 };
const dayOf = async () => {
  const res = await send(t.app, admin, { method: 'GET', url: `/api/cash-up/${today}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CashUpDay>();
};
const close = (body: Record<string, unknown>) =>
  send(t.app, admin, { method: 'POST', url: '/api/cash-up', payload: { day: today, ...body } });

/** An order paid `paid` taka in cash, and a refund of `back` taka of it approved in `method`. */
async function refunded(paid: number, back: number, method: 'cash' | 'bkash') {
  const order = await bookOrder(t, student, 'manual-car');
  await payCash(t, admin, order.oid, paid);
  const refund = await ask(t, student, order.oid, { amount: back });
  const res = await approveAs(t, owner, refund.id, {
    method,
    reference: method === 'bkash' ? 'BK12345678' : undefined,
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL }, { clock: () => now });
  owner = await createUser(t, 'admin', OWNER_EMAIL);
  admin = await createUser(t, 'admin');
  student = await createUser(t, 'student');
  await addCourse(t, 'manual-car', 12_000);
});
afterAll(async () => {
  await t?.close();
});

describe(`refunds in the day's cash-up (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('counts a refund paid back today against its method: what should be in hand is confirmed less refunded', async () => {
    now = at(9 * 60);
    await refunded(5000, 2000, 'cash');
    await refunded(3000, 500, 'bkash');
    const day = await dayOf();
    expect(day.methods.find((m) => m.method === 'cash')).toEqual({
      method: 'cash',
      payments: 2,
      amount: 8000,
      refunds: 1,
      refunded: 2000,
      expected: 6000,
    });
    expect(day.methods.find((m) => m.method === 'bkash')).toMatchObject({ amount: 0, refunded: 500, expected: -500 });
    expect(day).toMatchObject({ total: 8000, refunded: 2500, expected: 5500 });
  });

  it('refuses a close whose closer saw the figures before a refund was approved, then closes even on the new figures', async () => {
    const seen = (await dayOf()).methods;
    now = at(10 * 60);
    await refunded(1000, 400, 'cash');
    const stale = await close({
      counted: { ...zero, cash: 6000 },
      note: 'The bKash refund went from the school wallet.',
      seen: Object.fromEntries(seen.map((m) => [m.method, m.expected])),
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().code).toBe('CASH_UP_CHANGED');

    const fresh = (await dayOf()).methods;
    expect(fresh.find((m) => m.method === 'cash')).toMatchObject({ amount: 9000, refunded: 2400, expected: 6600 });
    const res = await close({
      counted: { ...zero, cash: 6600 },
      note: 'The bKash refund went from the school wallet.',
      seen: Object.fromEntries(fresh.map((m) => [m.method, m.expected])),
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<CashUp>();
    expect(made.lines.find((l) => l.method === 'cash')).toMatchObject({ expected: 6600, counted: 6600, difference: 0 });
    expect(made.lines.find((l) => l.method === 'bkash')).toMatchObject({ expected: -500, counted: 0, difference: 500 });
  });

  it("shows the owner each day's refunds beside the money confirmed", async () => {
    const res = await send(t.app, owner, { method: 'GET', url: `/api/cash-ups?month=${today.slice(0, 7)}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CashUpMonth>().days.find((d) => d.day === today)).toMatchObject({
      payments: 3,
      total: 9000,
      refunded: 2900,
    });
  });

  it('refuses a refund out of the closed day without a reason, and stores nothing: the request waits, no number is used', async () => {
    now = at(11 * 60);
    const order = await bookOrder(t, student, 'manual-car');
    await payCash(t, admin, order.oid, 3000, 'It was counted with the drawer.');
    const request = await ask(t, student, order.oid, { amount: 1000 });
    const refused = await approveAs(t, owner, request.id, { method: 'cash' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'REFUND_DAY_CLOSED',
      fields: { closedDayReason: expect.stringContaining('refund') },
    });
    const blank = await approveAs(t, owner, request.id, { method: 'cash', closedDayReason: '   ' });
    expect(blank.json().code).toBe('REFUND_DAY_CLOSED');
    const [still] = await t.database.db.select().from(refunds).where(eq(refunds.id, request.id));
    expect(still).toMatchObject({ status: 'requested', number: null, approvedAt: null });
    expect(await t.database.db.select().from(closedDayRefunds)).toEqual([]);
    // The refund would have ended the booking (it takes back money the fee needs): it did not, and
    // the student was told nothing, and the log holds no approval.
    const [booking] = await t.database.db.select().from(orders).where(eq(orders.oid, order.oid));
    expect(booking).toMatchObject({ endedAs: null });
    expect(
      await t.database.db
        .select()
        .from(messages)
        .where(eq(messages.dedupeKey, `refund:${request.id}:approved`)),
    ).toEqual([]);
    const approvals = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'refund.approved'));
    expect(approvals.filter((a) => a.entityId === request.id)).toEqual([]);
    lateRequest = request;
  });

  it("pays a refund out of the closed day with the owner's reason, under the close, its figures as counted", async () => {
    now = at(11 * 60 + 5);
    const before = await dayOf();
    const res = await approveAs(t, owner, lateRequest.id, {
      method: 'cash',
      closedDayReason: 'The student came back after the close; paid from the drawer.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json<Refund>();
    // The number follows the last one approved: the refused attempts used none.
    expect(approved.number).toBe(`RF-${today.slice(0, 4)}-000004`);
    const [approver] = await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, owner.id));

    const day = await dayOf();
    expect(day.close).toEqual(before.close);
    expect(day.lateRefunds).toEqual([
      {
        refundId: lateRequest.id,
        oid: lateRequest.oid,
        number: approved.number,
        method: 'cash',
        amount: 1000,
        approvedAt: new Date(at(11 * 60 + 5)).toISOString(),
        reason: 'The student came back after the close; paid from the drawer.',
        by: approver!.name,
      },
    ]);
    expect(day.refunded).toBe(before.refunded + 1000);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'refund.into_closed_day'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorEmail: OWNER_EMAIL,
      entityId: lateRequest.id,
      after: { oid: lateRequest.oid, day: today, number: approved.number, amount: 1000, method: 'cash' },
    });

    const month = await send(t.app, owner, { method: 'GET', url: `/api/cash-ups?month=${today.slice(0, 7)}` });
    expect(month.json<CashUpMonth>().days.find((d) => d.day === today)?.late).toEqual({
      payments: 1,
      amount: 3000,
      refunds: 1,
      refunded: 1000,
    });
  });

  it('writes a refund down once however often its approval is sent at once', async () => {
    now = at(12 * 60);
    const order = await bookOrder(t, student, 'manual-car');
    await payCash(t, admin, order.oid, 2000, 'Counted with the drawer.');
    const request = await ask(t, student, order.oid, { amount: 500 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        approveAs(t, owner, request.id, { method: 'cash', closedDayReason: 'Paid after the close.' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json<Refund>().number)).size).toBe(1);
    const entries = await t.database.db
      .select()
      .from(closedDayRefunds)
      .where(eq(closedDayRefunds.refundId, request.id));
    expect(entries).toHaveLength(1);
  });

  it('asks no reason once the owner re-opens the day', async () => {
    const standing = (await dayOf()).close!;
    const reopened = await send(t.app, owner, {
      method: 'POST',
      url: `/api/cash-ups/${standing.id}/reopen`,
      payload: { reason: 'Counting again with the late refunds.' },
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    now = at(13 * 60);
    const order = await bookOrder(t, student, 'manual-car');
    await payCash(t, admin, order.oid, 1500);
    const request = await ask(t, student, order.oid, { amount: 300 });
    const res = await approveAs(t, owner, request.id, { method: 'cash' });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.database.db.select().from(closedDayRefunds).where(eq(closedDayRefunds.refundId, request.id)),
    ).toEqual([]);
    const late = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'refund.into_closed_day'));
    expect(late.map((a) => a.entityId)).not.toContain(request.id);
  });
});
