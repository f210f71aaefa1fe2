import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { auditLog, cashUpLines, cashUps, closedDayEntries, payments } from '#server/db/schema/index.ts';
import { addDays, dhakaMidnight, todayInDhaka } from '#shared/dates.ts';
import type { Payment } from '#shared/schemas/payment.ts';
import type { CashUp, CashUpDay, CashUpMonth } from '#shared/schemas/cash-up.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder, confirmAs, freshTrxId, submitPaymentAs } from '#server/test/payments.ts';

const OWNER_EMAIL = 'owner@school.test';
/** The app's clock, standing still so no test crosses midnight in Khulna; tests move it. */
let now = Date.now();
const today = todayInDhaka(now);
const yesterday = addDays(today, -1);
const at = (day: string, minutes: number) => dhakaMidnight(day).getTime() + minutes * 60_000;

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let other: TestUser;
let student: TestUser;
let order: Order;
/** A second order, so no test meets the per-order payment limit. */
let second: Order;

const zero = { bkash: 0, nagad: 0, rocket: 0, cash: 0, bank: 0 };
const close = (user: TestUser | null, body: Record<string, unknown>) =>
  send(t.app, user, { method: 'POST', url: '/api/cash-up', payload: body });
const dayOf = async (day: string, user: TestUser = admin) => {
  const res = await send(t.app, user, { method: 'GET', url: `/api/cash-up/${day}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CashUpDay>();
};
const reopen = (user: TestUser | null, id: string, reason: unknown) =>
  send(t.app, user, { method: 'POST', url: `/api/cash-ups/${id}/reopen`, payload: { reason } });

/** A student's claim, waiting for the office. */
async function claim(method: 'bkash' | 'nagad' | 'rocket' | 'bank', amount: number, of = order): Promise<Payment> {
  const res = await submitPaymentAs(t, student, of.oid, { method, amount, trxId: freshTrxId() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Payment>();
}
async function confirmed(method: 'bkash' | 'nagad' | 'rocket' | 'bank', amount: number): Promise<Payment> {
  const payment = await claim(method, amount);
  const res = await confirmAs(t, admin, payment.id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Payment>();
}
const cash = (amount: number, extra: Record<string, unknown> = {}, of = order) =>
  submitPaymentAs(t, admin, of.oid, { method: 'cash', amount, ...extra });
const confirmWith = (id: string, closedDayReason?: string) =>
  send(t.app, admin, {
    method: 'POST',
    url: `/api/payments/${id}/confirm`,
    ...(closedDayReason === undefined ? {} : { payload: { closedDayReason } }),
  });

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL }, { clock: () => now });
  owner = await createUser(t, 'admin', OWNER_EMAIL);
  [admin, other, student] = [
    await createUser(t, 'admin'),
    await createUser(t, 'admin'),
    await createUser(t, 'student'),
  ];
  await addCourse(t, 'manual-car', 900_000);
  order = await bookOrder(t, student, 'manual-car');
  second = await bookOrder(t, student, 'manual-car');
});
afterAll(async () => {
  await t?.close();
});

describe(`the day's cash-up (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("shows the day's confirmed money per method by the moment it was confirmed in Khulna; a claim is not money", async () => {
    now = at(yesterday, 23 * 60 + 59); // 23:59 yesterday in Khulna
    await confirmed('nagad', 700);
    now = at(today, 1); // 00:01 today
    await confirmed('bkash', 1500);
    await confirmed('bkash', 500);
    expect((await cash(2000)).statusCode).toBe(201);
    await claim('rocket', 300); // waiting for the office
    now = at(today, 10 * 60);

    const day = await dayOf(today);
    expect(day.methods).toEqual([
      { method: 'bkash', payments: 2, amount: 2000, refunds: 0, refunded: 0, expected: 2000 },
      { method: 'nagad', payments: 0, amount: 0, refunds: 0, refunded: 0, expected: 0 },
      { method: 'rocket', payments: 0, amount: 0, refunds: 0, refunded: 0, expected: 0 },
      { method: 'cash', payments: 1, amount: 2000, refunds: 0, refunded: 0, expected: 2000 },
      { method: 'bank', payments: 0, amount: 0, refunds: 0, refunded: 0, expected: 0 },
    ]);
    expect(day).toMatchObject({ day: today, today, total: 4000, close: null, late: [], reopened: [] });
    expect((await dayOf(yesterday)).total).toBe(700);
  });

  it('refuses a day to come, a count below zero or in pieces, a difference without a note, and figures changed since they were seen', async () => {
    const counts = { ...zero, bkash: 2000, cash: 2000 };
    const future = await close(admin, { day: addDays(today, 1), counted: counts });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({ day: 'A day can be closed once it has begun, not before.' });
    for (const bad of [
      { day: '2026-02-30', counted: counts },
      { day: today, counted: { ...counts, cash: -1 } },
      { day: today, counted: { ...counts, cash: 10.5 } },
      { day: today, counted: { bkash: 2000, cash: 2000 } },
      { day: today, counted: counts, note: 'x'.repeat(501) },
      { day: today, counted: counts, note: 'hidden\u202Etext' },
    ]) {
      const res = await close(admin, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    const noNote = await close(admin, { day: today, counted: { ...counts, cash: 1800 } });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields).toEqual({ note: "Say why the counted money differs from the app's figures." });
    const stale = await close(admin, {
      day: today,
      counted: counts,
      seen: { ...zero, bkash: 1500, cash: 2000 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('CASH_UP_CHANGED');
    expect(await t.database.db.$count(cashUps)).toBe(0);
  });

  it('20 closes of one day at once store one: the rest are told the day is closed', async () => {
    const body = {
      day: today,
      counted: { ...zero, bkash: 2000, cash: 1800 },
      note: '৳200 short in the drawer: change given twice.',
      seen: { ...zero, bkash: 2000, cash: 2000 },
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => close(i % 2 ? admin : other, { ...body, note: `${body.note} (${i})` })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const r of answers.filter((a) => a.statusCode === 409)) expect(r.json().code).toBe('CASH_UP_EXISTS');
    const rows = await t.database.db.select().from(cashUps).where(eq(cashUps.day, today));
    expect(rows).toHaveLength(1);
    expect(await t.database.db.$count(cashUpLines, eq(cashUpLines.cashUpId, rows[0]!.id))).toBe(5);

    const stored = answers.find((a) => a.statusCode === 201)!.json<CashUp>();
    expect(stored).toMatchObject({ day: today, expected: 4000, counted: 3800, difference: -200, reopenedAt: null });
    expect(stored.lines.find((l) => l.method === 'cash')).toEqual({
      method: 'cash',
      payments: 1,
      expected: 2000,
      counted: 1800,
      difference: -200,
    });
    expect((await dayOf(today)).close).toEqual(stored);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cash_up.closed'), eq(auditLog.entityId, stored.id)));
    expect(audit!.after).toMatchObject({ day: today, expected: 4000, counted: 3800, difference: -200 });
  });

  it('the database itself holds one standing close per day, and a difference that is the count less the figure', async () => {
    const [standing] = await t.database.db.select().from(cashUps).where(eq(cashUps.day, today));
    await expect(
      t.database.db.insert(cashUps).values({ day: today, closedByName: 'x', closedAt: new Date() }),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .insert(cashUpLines)
        .values({ cashUpId: standing!.id, method: 'bank', payments: 0, expected: 0, counted: 5, difference: 0 }),
    ).rejects.toThrow();
  });

  it('a payment confirmed into the closed day needs a reason: without one nothing is stored, with one it is written down and audited', async () => {
    now = at(today, 18 * 60);
    const waiting = await claim('bkash', 1000);
    const refused = await confirmWith(waiting.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DAY_CLOSED', fields: { closedDayReason: expect.any(String) } });
    const [still] = await t.database.db.select().from(payments).where(eq(payments.id, waiting.id));
    expect(still).toMatchObject({ status: 'submitted', receiptNumber: null });

    const cashRefused = await cash(400);
    expect(cashRefused.statusCode).toBe(409);
    expect(cashRefused.json().code).toBe('DAY_CLOSED');
    expect(await t.database.db.$count(payments, eq(payments.amount, 400))).toBe(0);

    // A student's claim waits for the office: it is money on no day yet, so it needs no reason.
    expect(
      (await submitPaymentAs(t, student, order.oid, { method: 'nagad', amount: 50, trxId: freshTrxId() })).statusCode,
    ).toBe(201);

    const ok = await confirmWith(waiting.id, 'The student paid at 6 pm, after the count.');
    expect(ok.statusCode, ok.body).toBe(200);
    const cashOk = await cash(400, { closedDayReason: 'Taken at the gate after closing.' });
    expect(cashOk.statusCode, cashOk.body).toBe(201);
    // The receipt numbers the refusals took were given back: the two run on without a gap.
    const numbers = [ok.json<Payment>().receiptNumber!, cashOk.json<Payment>().receiptNumber!].map((n) =>
      Number(n.slice(-6)),
    );
    expect(numbers[1]! - numbers[0]!).toBe(1);

    const day = await dayOf(today);
    expect(day.close).toMatchObject({ expected: 4000, counted: 3800 }); // as counted, not rewritten
    expect(day.total).toBe(5400);
    expect(day.late).toEqual([
      expect.objectContaining({
        paymentId: waiting.id,
        oid: order.oid,
        method: 'bkash',
        amount: 1000,
        via: 'office',
        reason: 'The student paid at 6 pm, after the count.',
      }),
      expect.objectContaining({
        method: 'cash',
        amount: 400,
        via: 'office',
        reason: 'Taken at the gate after closing.',
      }),
    ]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payment.into_closed_day'));
    expect(audits.map((a) => [a.entityId, a.actorEmail, (a.after as { reason: string }).reason])).toContainEqual([
      waiting.id,
      admin.email,
      'The student paid at 6 pm, after the count.',
    ]);
  });

  it('the owner re-opens a close with a reason; the day is open again and can be closed anew, and the first close stays readable', async () => {
    now = at(today, 18 * 60 + 30);
    const { close: standing } = await dayOf(today);
    expect((await reopen(admin, standing!.id, 'count again')).statusCode).toBe(403);
    const noReason = await reopen(owner, standing!.id, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'Write the reason.' });
    expect((await reopen(owner, crypto.randomUUID(), 'x')).statusCode).toBe(404);

    const res = await reopen(owner, standing!.id, 'The bKash statement shows one more payment.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CashUp>()).toMatchObject({
      id: standing!.id,
      reopenReason: 'The bKash statement shows one more payment.',
      reopenedBy: { email: OWNER_EMAIL },
    });
    const again = await reopen(owner, standing!.id, 'twice');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CASH_UP_REOPENED');

    // Open again: a payment goes in without a reason.
    expect((await confirmWith((await claim('bank', 250)).id)).statusCode).toBe(200);
    const open = await dayOf(today);
    expect(open.close).toBeNull();
    expect(open.reopened.map((c) => c.id)).toEqual([standing!.id]);

    const second = await close(admin, {
      day: today,
      counted: { ...zero, bkash: 3000, cash: 2400, bank: 250 },
      note: 'Counted again with the statement.',
    });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<CashUp>()).toMatchObject({ expected: 5650, counted: 5650, difference: 0 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'cash_up.reopened'), eq(auditLog.entityId, standing!.id)));
    expect(audit).toMatchObject({
      actorEmail: OWNER_EMAIL,
      after: { reopenReason: 'The bKash statement shows one more payment.' },
    });
  });

  it('the next day is open: nothing is asked', async () => {
    now = at(addDays(today, 1), 9 * 60);
    expect((await cash(100, {}, second)).statusCode).toBe(201);
  });

  it('a close and payments confirmed at the same time: each payment is in the close’s figures or written down after it, never lost between', async () => {
    const day = addDays(today, 2);
    now = at(day, 12 * 60);
    const claims = await Promise.all(Array.from({ length: 10 }, () => claim('rocket', 10, second)));
    const [closing, ...confirms] = await Promise.all([
      close(admin, { day, counted: { ...zero, rocket: 50 }, note: 'Closed while payments came in.' }),
      ...claims.map((p) => confirmWith(p.id, 'Came in while the day was being closed.')),
    ]);
    expect(closing!.statusCode, closing!.body).toBe(201);
    expect(confirms.map((r) => r.statusCode)).toEqual(Array<number>(10).fill(200));
    const view = await dayOf(day);
    const inClose = view.close!.lines.find((l) => l.method === 'rocket')!.expected;
    const after = view.late.reduce((sum, e) => sum + e.amount, 0);
    expect(inClose + after).toBe(100);
    expect(view.late.every((e) => e.reason === 'Came in while the day was being closed.')).toBe(true);
  });

  it("the owner's month lists every day to today, newest first, with its close, what came in after and the re-opened count", async () => {
    const month = today.slice(0, 7);
    const res = await send(t.app, owner, { method: 'GET', url: `/api/cash-ups?month=${month}` });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<CashUpMonth>();
    const shown = list.days.map((d) => d.day);
    // Every day from the 1st to the app's today (two days on by now), or to the month's end.
    expect(shown.at(-1)).toBe(`${month}-01`);
    expect(shown).toEqual([...shown].sort().reverse());
    expect(shown[0]).toBe(addDays(today, 2).startsWith(month) ? addDays(today, 2) : shown[0]);
    for (let i = 1; i < shown.length; i++) expect(addDays(shown[i]!, 1)).toBe(shown[i - 1]);
    expect(list.days.find((d) => d.day === today)).toMatchObject({
      day: today,
      total: 5650,
      payments: 6,
      reopened: 1,
      close: { difference: 0 },
      late: { payments: 0, amount: 0 },
    });
    if (yesterday.startsWith(month))
      expect(list.days.find((d) => d.day === yesterday)).toMatchObject({
        total: 700,
        payments: 1,
        close: null,
        reopened: 0,
      });

    expect((await send(t.app, owner, { method: 'GET', url: '/api/cash-ups' })).json<CashUpMonth>().month).toBe(month);
    const later = await send(t.app, owner, { method: 'GET', url: `/api/cash-ups?month=2999-01` });
    expect(later.statusCode).toBe(400);
    expect(later.json().fields).toEqual({ month: 'A day can be closed once it has begun, not before.' });
    expect((await send(t.app, owner, { method: 'GET', url: '/api/cash-ups?month=2026-13' })).statusCode).toBe(400);
    expect((await send(t.app, admin, { method: 'GET', url: '/api/cash-ups' })).statusCode).toBe(403);
    expect((await send(t.app, student, { method: 'GET', url: `/api/cash-up/${today}` })).statusCode).toBe(403);
  });

  it('writes down nothing for a payment confirmed into an open day', async () => {
    const entries = await t.database.db.select().from(closedDayEntries);
    expect(entries.map((e) => e.via)).toEqual(Array<string>(entries.length).fill('office'));
    expect(entries.every((e) => e.reason)).toBe(true);
  });
});
