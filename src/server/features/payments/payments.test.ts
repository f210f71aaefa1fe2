import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { auditLog, payments } from '#server/db/schema/index.ts';
import type { Ledger, Payment, PublicReceipt } from '#shared/schemas/payment.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addCourse, deleteAs, getAs } from '#server/test/orders.ts';
import { confirmPayment, formatReceiptNumber, initialsOf } from './payments.service';
import { bookOrder, confirmAs, freshTrxId, ledgerAs, rejectAs, submitPaymentAs } from '#server/test/payments.ts';

const PRICE = 12000;
let t: TestSchool;
let other: TestUser;
let order: Order;

beforeAll(async () => {
  t = await createTestSchool();
  other = await createUser(t, 'student');
  await addCourse(t, 'manual-car', PRICE);
  order = await bookOrder(t, t.student, 'manual-car');
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

/** A fresh student of their own with a booked order: for tests that send many claims (each account and order has its bucket). */
async function freshStudent(): Promise<{ user: TestUser; order: Order }> {
  const user = await createUser(t, 'student');
  return { user, order: await bookOrder(t, user, 'manual-car') };
}

async function submit(user: TestUser, oid: string, body: Record<string, unknown> = {}): Promise<Payment> {
  const res = await submitPaymentAs(t, user, oid, { method: 'bkash', amount: 100, trxId: freshTrxId(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Payment>();
}

async function ledger(user: TestUser, oid = order.oid): Promise<Ledger> {
  const res = await ledgerAs(t, user, oid);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Ledger>();
}

const auditOf = (id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'payment'), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);

describe(`payments (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a student submits a bKash payment on their own order: 201, submitted, TrxID and phone normalised', async () => {
    const res = await submitPaymentAs(t, t.student, order.oid, {
      method: 'bkash',
      amount: 2500,
      trxId: ' 9ab3cd7ef1 ',
      payerPhone: '+880 1712-345678',
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<Payment>();
    expect(payment).toMatchObject({
      oid: order.oid,
      method: 'bkash',
      amount: 2500,
      trxId: '9AB3CD7EF1',
      payerPhone: '01712345678',
      status: 'submitted',
      receiptNumber: null,
    });
    expect(payment.id).toMatch(/^[0-9a-f-]{36}$/);
    // It is in the ledger, but not counted until the office confirms it.
    const l = await ledger(t.student);
    expect(l.payments.map((p) => p.id)).toContain(payment.id);
    expect(l.paid).toBe(0);
  });

  it('takes a TrxID and payer phone typed in Bengali digits', async () => {
    const payment = await submit(t.student, order.oid, { trxId: 'bk০১২৩৪৫৬৭৮', payerPhone: '০১৮১২-৩৪৫৬৭৮' });
    expect(payment.trxId).toBe('BK012345678');
    expect(payment.payerPhone).toBe('01812345678');
  });

  it('another student, or a teacher, gets 404 on the payment, on the ledger and on paying into the order', async () => {
    const payment = await submit(t.student, order.oid);
    for (const user of [other, t.teacher]) {
      const get = await getAs(t, user, `/api/payments/${payment.id}`);
      expect(get.statusCode).toBe(404);
      expect(get.json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
      const l = await ledgerAs(t, user, order.oid);
      expect(l.statusCode).toBe(404);
      expect(l.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
      const pay = await submitPaymentAs(t, user, order.oid, { method: 'bkash', amount: 10, trxId: freshTrxId() });
      expect(pay.statusCode).toBe(404);
      // The same answer as for an order and a payment that do not exist at all.
      expect((await ledgerAs(t, user, 'OID10000000')).json()).toEqual(l.json());
      expect((await getAs(t, user, `/api/payments/${crypto.randomUUID()}`)).json()).toEqual(get.json());
    }
    // Its own student and the office see it.
    expect((await getAs(t, t.student, `/api/payments/${payment.id}`)).json<Payment>().id).toBe(payment.id);
    expect((await getAs(t, t.admin, `/api/payments/${payment.id}`)).statusCode).toBe(200);
    // Without a session: 401.
    expect((await ledgerAs(t, null, order.oid)).statusCode).toBe(401);
  });

  it('a student can never confirm or reject, not even their own payment (403), and nothing changes', async () => {
    const payment = await submit(t.student, order.oid);
    for (const user of [t.student, other, t.teacher]) {
      expect((await confirmAs(t, user, payment.id)).statusCode).toBe(403);
      expect((await rejectAs(t, user, payment.id, 'no')).statusCode).toBe(403);
    }
    expect((await confirmAs(t, null, payment.id)).statusCode).toBe(401);
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('submitted');
  });

  it('20 concurrent confirmations by staff count the payment once, with one receipt', async () => {
    const own = await bookOrder(t, t.student, 'manual-car');
    const payment = await submit(t.student, own.oid, { amount: 3000 });
    const before = await ledger(t.student, own.oid);
    const responses = await Promise.all(Array.from({ length: 20 }, () => confirmAs(t, t.admin, payment.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const receipts = new Set(responses.map((r) => r.json<Payment>().receiptNumber));
    expect(receipts.size).toBe(1);
    const [receipt] = [...receipts];
    expect(receipt).toMatch(/^R-\d{4}-\d{6}$/);
    // The due drops by exactly the amount, once.
    const after = await ledger(t.student, own.oid);
    expect(after.paid - before.paid).toBe(3000);
    expect(before.due - after.due).toBe(3000);
    expect(after.due).toBe(PRICE - 3000);
    const confirmations = (await auditOf(payment.id)).filter((a) => a.action === 'payment.confirmed');
    expect(confirmations).toHaveLength(1);
    // Asked again later: the same receipt, still 200.
    const again = await confirmAs(t, t.admin, payment.id);
    expect(again.statusCode).toBe(200);
    expect(again.json<Payment>().receiptNumber).toBe(receipt);
  });

  it('20 different payments confirmed at once get 20 consecutive receipt numbers, none repeated', async () => {
    const { user, order: own } = await freshStudent();
    const list: Payment[] = [];
    for (let i = 0; i < 20; i++) list.push(await submit(user, own.oid, { amount: 100 + i }));
    const responses = await Promise.all(list.map((p) => confirmAs(t, t.admin, p.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const numbers = responses.map((r) => r.json<Payment>().receiptNumber!);
    const years = new Set(numbers.map((n) => n.slice(2, 6)));
    expect(years.size).toBe(1);
    const seq = numbers.map((n) => Number(n.slice(7))).sort((a, b) => a - b);
    expect(seq.at(-1)! - seq[0]!).toBe(19);
    expect(new Set(seq).size).toBe(20);
    // And over the whole database, the year's numbers run 1, 2, 3 … without a gap.
    const all = (await db().select({ n: payments.receiptNumber }).from(payments))
      .map((r) => r.n)
      .filter((n): n is string => n !== null)
      .map((n) => Number(n.slice(7)))
      .sort((a, b) => a - b);
    expect(all).toEqual(all.map((_, i) => i + 1));
    expect((await ledger(user, own.oid)).paid).toBe(list.reduce((s, p) => s + p.amount, 0));
  });

  it('a reused TrxID is refused with 409, however it is cased or spaced, and on any order', async () => {
    const trxId = freshTrxId();
    await submit(t.student, order.oid, { trxId });
    const otherOrder = await bookOrder(t, other, 'manual-car');
    const variants = [trxId, trxId.toLowerCase(), `  ${trxId.slice(0, 4)} ${trxId.slice(4).toLowerCase()}  `];
    for (const [user, oid] of [
      [t.student, order.oid],
      [other, otherOrder.oid],
    ] as const) {
      for (const variant of variants) {
        const res = await submitPaymentAs(t, user, oid, { method: 'nagad', amount: 500, trxId: variant });
        expect(res.statusCode, variant).toBe(409);
        expect(res.json()).toMatchObject({ code: 'TRX_ID_TAKEN', message: expect.stringMatching(/already used/) });
      }
    }
    const rows = await db().select().from(payments).where(eq(payments.trxId, trxId));
    expect(rows).toHaveLength(1);
  });

  it('a rejected claim frees its TrxID for a corrected one; a TrxID in use elsewhere is refused without telling whose', async () => {
    const trxId = freshTrxId();
    const { user, order: own } = await freshStudent();
    const wrong = await submit(user, own.oid, { trxId, amount: 900 });
    expect((await rejectAs(t, t.admin, wrong.id, 'Our statement shows ৳1,900 for this TrxID.')).statusCode).toBe(200);
    const corrected = await submitPaymentAs(t, user, own.oid, { method: 'bkash', amount: 1900, trxId });
    expect(corrected.statusCode, corrected.body).toBe(201);
    // In use again: the same answer on this order, on another of the student's orders and on another student's.
    const ownOther = await bookOrder(t, user, 'manual-car');
    const othersOrder = await bookOrder(t, other, 'manual-car');
    const tries = async () => [
      await submitPaymentAs(t, user, own.oid, { method: 'bkash', amount: 100, trxId }),
      await submitPaymentAs(t, user, ownOther.oid, { method: 'bkash', amount: 100, trxId }),
      await submitPaymentAs(t, other, othersOrder.oid, { method: 'bkash', amount: 100, trxId }),
    ];
    for (const answers of [
      await tries(),
      (await confirmAs(t, t.admin, corrected.json<Payment>().id)) && (await tries()),
    ]) {
      expect(answers.map((r) => r.statusCode)).toEqual([409, 409, 409]);
      expect(new Set(answers.map((r) => r.body)).size).toBe(1);
      expect(answers[0]!.json()).toEqual({
        code: 'TRX_ID_TAKEN',
        message: expect.any(String),
        fields: { trxId: expect.any(String) },
        fieldCodes: { trxId: { code: 'errors.TRX_ID_TAKEN' } },
      });
      expect(answers[0]!.body).not.toContain(own.oid);
      expect(answers[0]!.body).not.toContain(user.email);
    }
    const rows = await db().select().from(payments).where(eq(payments.trxId, trxId));
    expect(rows.map((r) => r.status).sort()).toEqual(['confirmed', 'rejected']);
  });

  it('10 concurrent submissions of one TrxID store one payment; the rest are 409', async () => {
    const trxId = freshTrxId();
    const { user, order: own } = await freshStudent();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => submitPaymentAs(t, user, own.oid, { method: 'rocket', amount: 50, trxId })),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
  });

  it.each([
    ['no body', undefined, '_'],
    ['an unknown method', { method: 'paypal', amount: 100 }, 'method'],
    ['amount 0', { method: 'bank', amount: 0 }, 'amount'],
    ['a negative amount', { method: 'bank', amount: -5 }, 'amount'],
    ['a fraction of a taka', { method: 'bank', amount: 10.5 }, 'amount'],
    ['an amount as text', { method: 'bank', amount: '100' }, 'amount'],
    ['an absurd amount', { method: 'bank', amount: 1e12 }, 'amount'],
    ['bKash without a TrxID', { method: 'bkash', amount: 100 }, 'trxId'],
    ['Nagad with an empty TrxID', { method: 'nagad', amount: 100, trxId: '   ' }, 'trxId'],
    ['a TrxID too short', { method: 'bkash', amount: 100, trxId: 'AB12' }, 'trxId'],
    ['a TrxID too long', { method: 'bkash', amount: 100, trxId: 'AB12CD34EF56G' }, 'trxId'],
    ['a TrxID with symbols', { method: 'bkash', amount: 100, trxId: "AB12'--CD34" }, 'trxId'],
    ['a TrxID that is not text', { method: 'bkash', amount: 100, trxId: 12345678 }, 'trxId'],
    ['a payer phone that is not a mobile', { method: 'bank', amount: 100, payerPhone: '12345' }, 'payerPhone'],
    ['cash from a student', { method: 'cash', amount: 100 }, 'method'],
  ])('refuses %s with 400 {code, message, fields}', async (_what, body, field) => {
    const before = (await db().select().from(payments)).length;
    const res = await submitPaymentAs(t, t.student, order.oid, body);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<{ code: string; message: string; fields?: Record<string, string> }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toEqual(expect.any(String));
    if (field !== '_') expect(Object.keys(error.fields ?? {})).toContain(field);
    expect((await db().select().from(payments)).length).toBe(before);
  });

  it('refuses malformed ids and reasons with 400, never a 5xx', async () => {
    const payment = await submit(t.student, order.oid);
    const cases = [
      await ledgerAs(t, t.student, 'not-an-oid'),
      await submitPaymentAs(t, t.student, 'OID1', { method: 'bank', amount: 1 }),
      await getAs(t, t.admin, '/api/payments/123'),
      await confirmAs(t, t.admin, "1' or '1'='1"),
      await rejectAs(t, t.admin, payment.id, ''),
      await rejectAs(t, t.admin, payment.id, '   '),
      await rejectAs(t, t.admin, payment.id, 'x'.repeat(501)),
      await rejectAs(t, t.admin, payment.id, 42),
      await rejectAs(t, t.admin, payment.id, 'bad\u0000byte'),
      await getAs(t, null, '/api/receipts/R-2026-12'),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await confirmAs(t, t.admin, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('staff reject with a reason the student reads; a rejected payment cannot be confirmed, nor a confirmed one rejected', async () => {
    const payment = await submit(t.student, order.oid, { amount: 700 });
    const res = await rejectAs(t, t.admin, payment.id, '  No such transaction in our bKash statement.  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Payment>()).toMatchObject({
      status: 'rejected',
      rejectReason: 'No such transaction in our bKash statement.',
      receiptNumber: null,
    });
    const seen = (await ledger(t.student)).payments.find((p) => p.id === payment.id);
    expect(seen).toMatchObject({ status: 'rejected', rejectReason: 'No such transaction in our bKash statement.' });
    // Rejecting again is harmless: the first reason stays.
    const again = await rejectAs(t, t.admin, payment.id, 'Another reason');
    expect(again.statusCode).toBe(200);
    expect(again.json<Payment>().rejectReason).toBe('No such transaction in our bKash statement.');
    const confirm = await confirmAs(t, t.admin, payment.id);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json()).toMatchObject({ code: 'PAYMENT_REJECTED' });

    const confirmed = await submit(t.student, order.oid);
    expect((await confirmAs(t, t.admin, confirmed.id)).statusCode).toBe(200);
    const late = await rejectAs(t, t.admin, confirmed.id, 'Too late');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'PAYMENT_CONFIRMED' });
  });

  it('confirm and reject racing on one payment: exactly one of them wins, and the loser is told', async () => {
    const payment = await submit(t.student, order.oid);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? confirmAs(t, t.admin, payment.id) : rejectAs(t, t.admin, payment.id, 'Race'),
      ),
    );
    const [row] = await db().select().from(payments).where(eq(payments.id, payment.id));
    const won = row!.status === 'confirmed' ? 'confirm' : 'reject';
    for (const [i, r] of responses.entries()) {
      const isConfirm = i % 2 === 1;
      expect(r.statusCode).toBe((won === 'confirm') === isConfirm ? 200 : 409);
    }
    const audits = await auditOf(payment.id);
    expect(audits.map((a) => a.action)).toEqual(['payment.submitted', `payment.${won}ed`]);
  });

  it('staff record cash for any order: confirmed at once, with a receipt', async () => {
    const otherOrder = await bookOrder(t, other, 'manual-car');
    const res = await submitPaymentAs(t, t.admin, otherOrder.oid, { method: 'cash', amount: 5000 });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json<Payment>();
    expect(payment).toMatchObject({ status: 'confirmed', method: 'cash', amount: 5000, trxId: null });
    expect(payment.receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    const l = await ledger(other, otherOrder.oid);
    expect(l).toMatchObject({ price: PRICE, discount: 0, paid: 5000, due: PRICE - 5000 });
    // Confirming it again is the same receipt.
    expect((await confirmAs(t, t.admin, payment.id)).json<Payment>().receiptNumber).toBe(payment.receiptNumber);
  });

  it('writes one audit record per submit, confirm, reject and cash, with the actor and before/after', async () => {
    const submitted = await submit(t.student, order.oid, { amount: 1234 });
    await confirmAs(t, t.admin, submitted.id);
    const [sub, conf] = await auditOf(submitted.id);
    expect(sub).toMatchObject({
      action: 'payment.submitted',
      actorUserId: t.student.id,
      actorEmail: t.student.email,
      before: null,
      after: { oid: order.oid, method: 'bkash', amount: 1234, status: 'submitted', trxId: submitted.trxId },
    });
    const receiptNumber = (await getAs(t, t.admin, `/api/payments/${submitted.id}`)).json<Payment>().receiptNumber;
    expect(conf).toMatchObject({
      action: 'payment.confirmed',
      actorUserId: t.admin.id,
      actorEmail: t.admin.email,
      before: { status: 'submitted', receiptNumber: null },
      after: { status: 'confirmed', receiptNumber },
    });

    const rejected = await submit(t.student, order.oid);
    await rejectAs(t, t.admin, rejected.id, 'Wrong amount');
    const [, rej] = await auditOf(rejected.id);
    expect(rej).toMatchObject({
      action: 'payment.rejected',
      actorUserId: t.admin.id,
      before: { status: 'submitted', rejectReason: null },
      after: { status: 'rejected', rejectReason: 'Wrong amount' },
    });

    const cash = (await submitPaymentAs(t, t.admin, order.oid, { method: 'cash', amount: 800 })).json<Payment>();
    const cashAudits = await auditOf(cash.id);
    expect(cashAudits).toHaveLength(1);
    expect(cashAudits[0]).toMatchObject({
      action: 'payment.cash_recorded',
      actorUserId: t.admin.id,
      before: null,
      after: { method: 'cash', amount: 800, status: 'confirmed', receiptNumber: cash.receiptNumber },
    });
  });

  it('an order with payments cannot be deleted (409); its payments stay', async () => {
    const own = await bookOrder(t, t.student, 'manual-car');
    await submit(t.student, own.oid);
    const res = await deleteAs(t, t.admin, `/api/deleteOneOrder/${own.oid}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_HAS_PAYMENTS' });
    expect((await ledger(t.student, own.oid)).payments).toHaveLength(1);
  });
});

describe('GET /api/receipts/:number (public)', () => {
  it('shows only what the paper shows: number, date, amount, school, initials', async () => {
    const payment = await submit(t.student, order.oid, { amount: 4200 });
    const receipt = (await confirmAs(t, t.admin, payment.id)).json<Payment>().receiptNumber!;
    const res = await send(t.app, null, { method: 'GET', url: `/api/receipts/${receipt.toLowerCase()}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PublicReceipt>();
    expect(Object.keys(body).sort()).toEqual([
      'amount',
      'date',
      'number',
      'payerInitials',
      'schoolName',
      'schoolNameBn',
    ]);
    expect(body).toMatchObject({ number: receipt, amount: 4200, payerInitials: 'N. J.' });
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.schoolName.length).toBeGreaterThan(0);
    // Nothing of the student's beyond the initials.
    expect(res.body).not.toContain('Nusrat');
    expect(res.body).not.toContain(t.student.email);
    expect(res.body).not.toContain(order.oid);
  });

  it('an invented receipt number, or a submitted payment that has none, is 404', async () => {
    const res = await send(t.app, null, { method: 'GET', url: '/api/receipts/R-2026-999999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'RECEIPT_NOT_FOUND', message: expect.any(String) });
  });

  it('is rate-limited per address like the certificate check', async () => {
    const ip = '10.77.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await send(t.app, null, { method: 'GET', url: '/api/receipts/R-2026-999998', remoteAddress: ip })).statusCode,
      );
    }
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(statuses[30]).toBe(429);
  });
});

describe('what a receipt shows', () => {
  it.each([
    ['Nusrat Jahan', 'N. J.'],
    ['  md. abdul   karim ', 'M. A. K.'],
    ['নুসরাত জাহান', 'ন. জ.'],
    ['(Rupa) Akter', 'R. A.'],
  ])('initials of %j: %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('numbers receipts R-<year>-<6 digits>', () => {
    expect(formatReceiptNumber(2026, 123)).toBe('R-2026-000123');
  });
});

describe('receipt years', () => {
  it('follow the clock in Khulna: 00:30 on 1 January in Dhaka is already the new year', async () => {
    const payment = await submit(t.student, order.oid);
    // 2030-12-31 18:30 UTC is 2031-01-01 00:30 in Asia/Dhaka (UTC+6).
    const now = Date.UTC(2030, 11, 31, 18, 30);
    const staff = { id: t.admin.id, email: t.admin.email, role: 'admin' } as Parameters<typeof confirmPayment>[1];
    const confirmed = await confirmPayment(db(), staff, payment.id, now);
    expect(confirmed.receiptNumber).toBe('R-2031-000001');
    const res = await send(t.app, null, { method: 'GET', url: '/api/receipts/R-2031-000001' });
    expect(res.json<PublicReceipt>().date).toBe('2031-01-01');
  });
});
