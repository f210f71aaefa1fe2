import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { auditLog, bkashCheckouts } from '#server/db/schema/index.ts';
import type { Ledger, Payment } from '#shared/schemas/payment.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder, confirmAs, ledgerAs, rejectAs, submitPaymentAs } from '#server/test/payments.ts';
import { todayInDhaka } from '#shared/dates.ts';
import type { CashUpDay } from '#shared/schemas/cash-up.ts';
import { bkashGateway } from './gateway';
import { SANDBOX, startBkashSandbox } from './test-gateway-server';

let sandbox: Awaited<ReturnType<typeof startBkashSandbox>>;
let t: TestApp;
let student: TestUser;
let other: TestUser;
let admin: TestUser;
let order: Order;

const start = (user: TestUser | null, oid: string, amount: unknown, language = 'bn') =>
  send(t.app, user, { method: 'POST', url: `/api/orders/${oid}/bkash`, payload: { amount, language } });
const comeBack = (paymentID: string, status: string, lang = 'bn') =>
  send(t.app, null, { method: 'GET', url: `/api/bkash/callback?paymentID=${paymentID}&status=${status}&lang=${lang}` });
const ledger = async (oid = order.oid) => (await ledgerAs(t, student, oid)).json<Ledger>();

/** Starts a checkout of `amount` and answers bKash's paymentID for it. */
async function startPaying(amount: number, oid = order.oid): Promise<string> {
  const res = await start(student, oid, amount);
  expect(res.statusCode, res.body).toBe(201);
  return new URL(res.json<{ bkashURL: string }>().bkashURL).searchParams.get('paymentId')!;
}

beforeAll(async () => {
  sandbox = await startBkashSandbox();
  const env = {
    BKASH_USERNAME: SANDBOX.username,
    BKASH_PASSWORD: SANDBOX.password,
    BKASH_APP_KEY: SANDBOX.appKey,
    BKASH_APP_SECRET: SANDBOX.appSecret,
    BKASH_BASE_URL: sandbox.baseUrl,
  };
  t = await createTestApp(env, {
    // The real adapter against the local server, with a short wait for an answer.
    bkashGateway: bkashGateway({ baseUrl: sandbox.baseUrl, ...SANDBOX }, { timeoutMs: 400 }),
  });
  [student, other, admin] = [
    await createUser(t, 'student'),
    await createUser(t, 'student'),
    await createUser(t, 'admin'),
  ];
  await addCourse(t, 'manual-car', 12000);
  order = await bookOrder(t, student, 'manual-car');
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

describe(`paying online through bKash's checkout (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sends bKash exactly its protocol: grant with the credentials, create with the token and app key', async () => {
    expect((await send(t.app, student, { method: 'GET', url: '/api/bkash' })).json()).toEqual({ enabled: true });
    sandbox.requests.length = 0;
    const res = await start(student, order.oid, '৩০০০');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ bkashURL: string }>().bkashURL).toMatch(/^https:\/\/sandbox\.payment\.bkash\.com\//);
    const [grant, create] = sandbox.requests;
    expect(grant).toMatchObject({
      path: 'token/grant',
      headers: { username: SANDBOX.username, password: SANDBOX.password, 'content-type': 'application/json' },
      body: { app_key: SANDBOX.appKey, app_secret: SANDBOX.appSecret },
    });
    expect(create!.path).toBe('create');
    expect(create!.headers).toMatchObject({ authorization: 'id-token-1.0', 'x-app-key': SANDBOX.appKey });
    expect(create!.body).toEqual({
      mode: '0011',
      payerReference: '01712345678',
      callbackURL: `${t.app.config.publicUrl}/api/bkash/callback?lang=bn`,
      amount: '3000',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: expect.stringMatching(new RegExp(`^${order.oid}-[0-9a-f]{8}$`)),
    });
    // The token is reused while it is valid.
    await startPaying(100);
    expect(sandbox.requests.filter((r) => r.path === 'token/grant')).toHaveLength(1);
  });

  it('a token bKash dropped before its time is granted again once, and the student never sees it', async () => {
    sandbox.requests.length = 0;
    sandbox.dropToken();
    const paymentID = await startPaying(100);
    // Refused with the old token (401), one new grant, then the same create again.
    expect(sandbox.requests.map((r) => r.path)).toEqual(['create', 'token/grant', 'create']);
    expect(sandbox.requests[2]!.headers.authorization).not.toBe(sandbox.requests[0]!.headers.authorization);
    // The new token serves the rest of the checkout: approved on bKash's page, paid here.
    sandbox.dropToken();
    const before = await ledger();
    const back = await comeBack(paymentID, 'success');
    expect(back.headers.location).toBe('/bn/dashboard/my-course?bkash=paid');
    expect(sandbox.requests.filter((r) => r.path === 'token/grant')).toHaveLength(2);
    expect((await ledger()).paid - before.paid).toBe(100);
  });

  it('approved on bKash’s page: executed, confirmed by bKash’s answer with a receipt, counted once however often the browser returns', async () => {
    const before = await ledger();
    const paymentID = await startPaying(2000);
    const back = await comeBack(paymentID, 'success');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/bn/dashboard/my-course?bkash=paid');
    // The browser comes back twice (a reload, a second tab): still one payment.
    expect((await comeBack(paymentID, 'success', 'en')).headers.location).toBe('/dashboard/my-course?bkash=paid');
    const after = await ledger();
    expect(after.paid - before.paid).toBe(2000);
    expect(after.due).toBe(before.due - 2000);
    const paid = after.payments.filter((p) => p.trxId === sandbox.payments.get(paymentID)!.trxID);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ method: 'bkash', amount: 2000, status: 'confirmed' });
    expect(paid[0]!.receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    expect(sandbox.requests.filter((r) => r.path === 'execute' && r.body.paymentID === paymentID)).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, paid[0]!.id), eq(auditLog.action, 'payment.paid_by_bkash')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: null, actorEmail: null });
  });

  it('when execute’s answer never arrives, a status query decides: completed there is paid here', async () => {
    const before = await ledger();
    sandbox.state.behaviour = 'silent';
    try {
      const paymentID = await startPaying(1500);
      const back = await comeBack(paymentID, 'success');
      expect(back.headers.location).toBe('/bn/dashboard/my-course?bkash=paid');
      expect(sandbox.requests.some((r) => r.path === 'payment/status' && r.body.paymentID === paymentID)).toBe(true);
      expect((await ledger()).paid - before.paid).toBe(1500);
    } finally {
      sandbox.state.behaviour = 'complete';
    }
  });

  it('execute’s answer and the status query lost once, then the TrxID typed in as a ৳10,000 claim: bKash’s ৳100 is what counts, and the claim stays the office’s', async () => {
    const own = await bookOrder(t, student, 'manual-car');
    const paymentID = await startPaying(100, own.oid);
    sandbox.state.lose = { execute: 1, status: 1 };
    const lost = await comeBack(paymentID, 'success');
    expect(lost.statusCode).toBe(503);
    expect((await ledger(own.oid)).paid).toBe(0);
    // bKash did take the ৳100; its SMS gives the student the TrxID, typed in as a far bigger claim.
    const trxID = sandbox.payments.get(paymentID)!.trxID!;
    const claim = await submitPaymentAs(t, student, own.oid, { method: 'bkash', amount: 10000, trxId: trxID });
    expect(claim.statusCode, claim.body).toBe(201);
    // Later the callback is opened again (a reload, the history), and bKash answers this time.
    expect((await comeBack(paymentID, 'success')).headers.location).toBe('/bn/dashboard/my-course?bkash=paid');
    expect((await comeBack(paymentID, 'success')).headers.location).toBe('/bn/dashboard/my-course?bkash=paid');
    const after = await ledger(own.oid);
    expect(after.paid).toBe(100);
    const confirmed = after.payments.filter((p) => p.status === 'confirmed');
    expect(confirmed).toEqual([expect.objectContaining({ method: 'bkash', amount: 100, trxId: trxID })]);
    expect(confirmed[0]!.receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    // The typed claim is still waiting for the office, at what was typed, and without a receipt…
    const typed = after.payments.find((p) => p.id === claim.json<Payment>().id);
    expect(typed).toMatchObject({ status: 'submitted', amount: 10000, receiptNumber: null });
    // …and the office cannot count the same transfer a second time.
    const twice = await confirmAs(t, admin, typed!.id);
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'TRX_ID_CONFIRMED' });
    expect((await ledger(own.oid)).paid).toBe(100);
  });

  it('a rejection the office recorded is never undone by a callback', async () => {
    const own = await bookOrder(t, student, 'manual-car');
    const paymentID = await startPaying(100, own.oid);
    sandbox.state.lose = { execute: 1, status: 1 };
    expect((await comeBack(paymentID, 'success')).statusCode).toBe(503);
    const trxID = sandbox.payments.get(paymentID)!.trxID!;
    const claim = (
      await submitPaymentAs(t, student, own.oid, { method: 'bkash', amount: 10000, trxId: trxID })
    ).json<Payment>();
    const reason = 'Our statement shows ৳100 for this TrxID, not ৳10,000.';
    expect((await rejectAs(t, admin, claim.id, reason)).statusCode).toBe(200);
    expect((await comeBack(paymentID, 'success')).headers.location).toBe('/bn/dashboard/my-course?bkash=paid');
    const after = await ledger(own.oid);
    expect(after.paid).toBe(100);
    expect(after.payments.find((p) => p.id === claim.id)).toMatchObject({
      status: 'rejected',
      rejectReason: reason,
      amount: 10000,
      receiptNumber: null,
    });
  });

  it('a transfer the office already confirmed from a typed claim is not counted a second time: the checkout is held, the student told', async () => {
    const own = await bookOrder(t, student, 'manual-car');
    const paymentID = await startPaying(300, own.oid);
    sandbox.state.lose = { execute: 1, status: 1 };
    expect((await comeBack(paymentID, 'success')).statusCode).toBe(503);
    const trxID = sandbox.payments.get(paymentID)!.trxID!;
    const claim = (
      await submitPaymentAs(t, student, own.oid, { method: 'bkash', amount: 300, trxId: trxID })
    ).json<Payment>();
    expect((await confirmAs(t, admin, claim.id)).statusCode).toBe(200);
    expect((await comeBack(paymentID, 'success')).headers.location).toBe('/bn/dashboard/my-course?bkash=review');
    expect((await comeBack(paymentID, 'success', 'en')).headers.location).toBe('/dashboard/my-course?bkash=review');
    const after = await ledger(own.oid);
    expect(after.paid).toBe(300);
    expect(after.payments.filter((p) => p.trxId === trxID)).toHaveLength(1);
    const [held] = await t.database.db.select().from(bkashCheckouts).where(eq(bkashCheckouts.paymentId, paymentID));
    expect(held).toMatchObject({ status: 'held', paymentRow: null });
    expect(held!.failure).toContain(trxID);
  });

  it('money bKash took is counted whatever is due by then; what is due never goes below 0', async () => {
    const own = await bookOrder(t, student, 'manual-car');
    const paymentID = await startPaying(12000, own.oid);
    // Before the student comes back, the office takes the whole fee in cash.
    const cash = await submitPaymentAs(t, admin, own.oid, { method: 'cash', amount: 12000 });
    expect(cash.statusCode, cash.body).toBe(201);
    expect((await comeBack(paymentID, 'success')).headers.location).toBe('/bn/dashboard/my-course?bkash=paid');
    // Both moved: the overpayment is the office's to refund, not a negative debt.
    expect(await ledger(own.oid)).toMatchObject({ price: 12000, paid: 24000, due: 0 });
  });

  it('the amount paid is the one bKash reports, not the one asked; a sum that is not whole taka is held, not counted', async () => {
    const own = await bookOrder(t, student, 'manual-car');
    try {
      sandbox.state.reportAmount = '150.00';
      const paymentID = await startPaying(100, own.oid);
      expect((await comeBack(paymentID, 'success')).headers.location).toBe('/bn/dashboard/my-course?bkash=paid');
      expect((await ledger(own.oid)).paid).toBe(150);
      sandbox.state.reportAmount = '100.50';
      const odd = await startPaying(100, own.oid);
      expect((await comeBack(odd, 'success')).headers.location).toBe('/bn/dashboard/my-course?bkash=review');
      expect((await ledger(own.oid)).paid).toBe(150);
      const [held] = await t.database.db.select().from(bkashCheckouts).where(eq(bkashCheckouts.paymentId, odd));
      expect(held).toMatchObject({ status: 'held', paymentRow: null });
    } finally {
      sandbox.state.reportAmount = undefined;
    }
  });

  it('cancelled, refused, or a success the browser claims but bKash does not confirm: nothing is paid', async () => {
    const before = await ledger();
    const cancelled = await startPaying(500);
    expect((await comeBack(cancelled, 'cancel')).headers.location).toBe('/bn/dashboard/my-course?bkash=cancelled');
    // Coming back with "success" afterwards changes nothing: it was settled as cancelled.
    expect((await comeBack(cancelled, 'success')).headers.location).toBe('/bn/dashboard/my-course?bkash=failed');
    sandbox.state.behaviour = 'refuse';
    try {
      const refused = await startPaying(500);
      expect((await comeBack(refused, 'success')).headers.location).toBe('/bn/dashboard/my-course?bkash=failed');
    } finally {
      sandbox.state.behaviour = 'complete';
    }
    const unknown = await comeBack('TR00NOSUCHPAYMENT', 'success');
    expect(unknown.statusCode).toBe(404);
    expect((await ledger()).paid).toBe(before.paid);
  });

  it('a TrxID the student also typed in is that one payment, confirmed, not a second', async () => {
    const before = await ledger();
    const paymentID = await startPaying(700);
    // The wallet answered the student with the TrxID; the checkout's execute is what bKash records.
    const back = await comeBack(paymentID, 'success');
    expect(back.headers.location).toContain('bkash=paid');
    const trxID = sandbox.payments.get(paymentID)!.trxID!;
    const typed = await submitPaymentAs(t, student, order.oid, { method: 'bkash', amount: 700, trxId: trxID });
    expect(typed.statusCode).toBe(409); // already recorded, by bKash's answer
    expect((await ledger()).paid - before.paid).toBe(700);
  });

  it('only for the order’s own student, never more than is due; bad input is a 400', async () => {
    expect((await start(null, order.oid, 100)).statusCode).toBe(401);
    expect((await start(other, order.oid, 100)).statusCode).toBe(404);
    const due = (await ledger()).due;
    const tooMuch = await start(student, order.oid, due + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ fields: Record<string, string> }>().fields.amount).toMatch(/due/);
    for (const amount of [0, -5, 12.5, 'abc', null])
      expect((await start(student, order.oid, amount)).statusCode).toBe(400);
  });

  // Last in this file: it closes today, and a later test's confirmation would need a reason.
  it('bKash’s answer after the day was closed is counted, and written down after the close without a reason', async () => {
    const today = todayInDhaka();
    const day = (await send(t.app, admin, { method: 'GET', url: `/api/cash-up/${today}` })).json<CashUpDay>();
    const counted = Object.fromEntries(day.methods.map((m) => [m.method, m.amount]));
    const closed = await send(t.app, admin, { method: 'POST', url: '/api/cash-up', payload: { day: today, counted } });
    expect(closed.statusCode, closed.body).toBe(201);

    const paymentID = await startPaying(300);
    expect((await comeBack(paymentID, 'success')).headers.location).toBe('/bn/dashboard/my-course?bkash=paid');
    const after = (await send(t.app, admin, { method: 'GET', url: `/api/cash-up/${today}` })).json<CashUpDay>();
    expect(after.total - day.total).toBe(300);
    expect(after.late).toEqual([
      expect.objectContaining({ method: 'bkash', amount: 300, via: 'bkash', reason: null, by: null }),
    ]);
  });
});

describe('without the merchant settings', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('says it is off, and starting one is refused with a message that points to the TrxID way', async () => {
    const user = await createUser(plain, 'student');
    await addCourse(plain, 'manual-car', 12000);
    const own = await bookOrder(plain, user, 'manual-car');
    expect((await send(plain.app, user, { method: 'GET', url: '/api/bkash' })).json()).toEqual({ enabled: false });
    const res = await send(plain.app, user, {
      method: 'POST',
      url: `/api/orders/${own.oid}/bkash`,
      payload: { amount: 100 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ code: string }>().code).toBe('BKASH_OFF');
  });
});
