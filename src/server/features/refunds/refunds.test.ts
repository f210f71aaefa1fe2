import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { qrIn } from '#server/test/pdf-qr.ts';
import { OWNER_EMAIL, createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { ORIGIN, send } from '#server/test/http.ts';
import { auditLog, batchSeats, batches, messages, payments } from '#server/db/schema/index.ts';
import type { Order } from '#shared/schemas/order.ts';
import type { PublicRefund, Refund } from '#shared/schemas/refund.ts';
import type { Dues } from '#shared/schemas/report.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { addCourse, getAs } from '#server/test/orders.ts';
import { bookOrder, confirmAs } from '#server/test/payments.ts';
import { actualText } from '#server/test/pdf-text.ts';
import { approveAs, ask, askAs, claim, declineAs, ledgerOf, newBatch, payCash, seat } from '#server/test/refunds.ts';

const PRICE = 12000;
let t: TestSchool;
let other: TestUser;
/** Set while a test stands at 19:00 in Khulna (when tomorrow's reminders are queued); otherwise now. */
let evening: number | null = null;

beforeAll(async () => {
  // The queue is sent only when a test drains it, so what a change queued can be read first.
  t = await createTestSchool({ OWNER_EMAIL, MESSAGE_POLL_MS: '600000' }, { clock: () => evening ?? Date.now() });
  other = await createUser(t, 'student');
  await addCourse(t, 'manual-car', PRICE);
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.database.db;

/** A fresh order of the student's with `paid` taka taken in cash by the office. */
async function paidOrder(paid: number, who: TestUser = t.student): Promise<Order> {
  const order = await bookOrder(t, who, 'manual-car');
  if (paid > 0) await payCash(t, t.admin, order.oid, paid);
  return order;
}

const auditOf = (type: string, id: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id)))
    .orderBy(auditLog.createdAt);

describe(`refunds (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the student asks on their own order: 201 requested; beyond what was paid is refused by its field', async () => {
    const order = await paidOrder(5000);
    const over = await askAs(t, t.student, order.oid, { amount: 5001, reason: 'Moving to Dhaka' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'REFUND_OVER_PAID', fields: { amount: expect.any(String) } });

    const res = await askAs(t, t.student, order.oid, { amount: 2000, reason: '  Moving to Dhaka  ' });
    expect(res.statusCode, res.body).toBe(201);
    const refund = res.json<Refund>();
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'requested',
      oid: order.oid,
      requestedAmount: 2000,
      reason: 'Moving to Dhaka',
      askedByOffice: false,
      number: null,
      // ৳2,000 of a fee that needs all ৳5,000 paid: the student is leaving.
      cancelOrder: true,
    });
    // One request waits at a time.
    const again = await askAs(t, t.student, order.oid, { amount: 100, reason: 'And a little more' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REFUND_WAITING' });
    const [record] = await auditOf('refund', refund.id);
    expect(record).toMatchObject({ action: 'refund.requested', actorEmail: t.student.email });
    expect(record!.after).toMatchObject({ oid: order.oid, amount: 2000, status: 'requested' });
  });

  it('nobody else reaches the order: another student and a teacher get its 404, a stranger 401', async () => {
    const order = await paidOrder(3000);
    for (const user of [other, t.teacher]) {
      const res = await askAs(t, user, order.oid, { amount: 100, reason: 'Mine now' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual((await askAs(t, user, 'OID10000000', { amount: 100, reason: 'x' })).json());
    }
    expect((await askAs(t, null, order.oid, { amount: 100, reason: 'x' })).statusCode).toBe(401);
    // The office asks on the student's behalf.
    const byOffice = await ask(t, t.admin, order.oid, { amount: 3000, reason: 'The student called' });
    expect(byOffice.askedByOffice).toBe(true);
  });

  it('a student never sees another student’s refunds, nor their paper; the office sees every one', async () => {
    const mine = await ask(t, t.student, (await paidOrder(1000)).oid, { amount: 500 });
    const theirs = await ask(t, other, (await paidOrder(1000, other)).oid, { amount: 700 });
    const listOf = async (user: TestUser, query = '') => {
      const res = await getAs(t, user, `/api/refunds${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<Refund[]>().map((r) => r.id);
    };
    expect(await listOf(t.student)).toContain(mine.id);
    expect(await listOf(t.student)).not.toContain(theirs.id);
    expect(await listOf(other)).toEqual([theirs.id]);
    // Asking for the other's order by its OID finds nothing either.
    expect(await listOf(t.student, `?oid=${theirs.oid}`)).toEqual([]);
    expect(await listOf(t.admin)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    await approveAs(t, t.owner, theirs.id, { method: 'bkash' });
    const pdf = await getAs(t, t.student, `/api/refunds/${theirs.id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toMatchObject({ code: 'REFUND_NOT_FOUND' });
    expect((await getAs(t, other, `/api/refunds/${theirs.id}/receipt.pdf`)).statusCode).toBe(200);
  });

  it('only the owner approves or declines: admins, students and teachers get 403 and nothing changes', async () => {
    const refund = await ask(t, t.student, (await paidOrder(2000)).oid, { amount: 1000 });
    for (const user of [t.admin, t.student, t.teacher]) {
      expect((await approveAs(t, user, refund.id, { method: 'cash' })).statusCode).toBe(403);
      expect((await declineAs(t, user, refund.id, 'No')).statusCode).toBe(403);
    }
    expect((await approveAs(t, null, refund.id, { method: 'cash' })).statusCode).toBe(401);
    const [listed] = (await getAs(t, t.admin, `/api/refunds?oid=${refund.oid}`)).json<Refund[]>();
    expect(listed).toMatchObject({ id: refund.id, status: 'requested' });
  });

  it('the owner approves a part: its own number, the ledger counts it (paid, refunded, net), SMS in the student’s language', async () => {
    const order = await paidOrder(6000);
    const refund = await ask(t, t.student, order.oid, { amount: 4000 });
    const over = await approveAs(t, t.owner, refund.id, { amount: 4001, method: 'bkash' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'REFUND_OVER_REQUEST', fields: { amount: expect.any(String) } });
    const res = await approveAs(t, t.owner, refund.id, { amount: 2500, method: 'bkash', reference: ' 9BC4D7XK2M ' });
    expect(res.statusCode, res.body).toBe(200);
    const approved = res.json<Refund>();
    expect(approved).toMatchObject({ status: 'approved', amount: 2500, method: 'bkash', reference: '9BC4D7XK2M' });
    expect(approved.number).toMatch(new RegExp(`^RF-${todayInDhaka().slice(0, 4)}-\\d{6}$`));
    const ledger = await ledgerOf(t, t.student, order.oid);
    expect(ledger).toMatchObject({ paid: 6000, refunded: 2500, net: 3500, endedAs: 'cancelled', due: 0, toRefund: 0 });
    // The student's SMS and mail, in Bengali (they chose nothing), with the number and its check.
    const sent = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.kind, 'refund.approved'), eq(messages.userId, t.student.id)));
    const sms = sent.find((m) => m.channel === 'sms' && m.body.includes(approved.number!));
    expect(sms).toBeDefined();
    expect(sms!.language).toBe('bn');
    expect(sms!.body).toContain('৳২,৫০০');
    expect(sms!.body).toContain('বিকাশ');
    expect(sms!.body).toContain(`${ORIGIN}/bn/refund/${approved.number}`);
    // It goes out through the outbox like every SMS.
    await t.app.messageWorker.drain();
    const file = JSON.parse(readFileSync(join(t.dataDir, 'outbox', 'sms', `${sms!.id}.json`), 'utf8')) as {
      text: string;
    };
    expect(file.text).toContain(approved.number);
    const actions = (await auditOf('refund', refund.id)).map((r) => r.action);
    expect(actions).toEqual(['refund.requested', 'refund.approved']);
  });

  it('approving again answers the same refund; a declined one cannot be approved, nor an approved one declined', async () => {
    const order = await paidOrder(3000);
    const first = await ask(t, t.student, order.oid, { amount: 1000 });
    const a = (await approveAs(t, t.owner, first.id, { method: 'cash' })).json<Refund>();
    const b = await approveAs(t, t.owner, first.id, { method: 'nagad', amount: 10 });
    expect(b.statusCode).toBe(200);
    expect(b.json<Refund>()).toMatchObject({ number: a.number, amount: 1000, method: 'cash' });
    expect((await declineAs(t, t.owner, first.id, 'Too late')).json()).toMatchObject({ code: 'REFUND_APPROVED' });

    const second = await ask(t, t.admin, order.oid, { amount: 500, reason: 'Asked on the phone' });
    const declined = await declineAs(t, t.owner, second.id, 'You attended most classes');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<Refund>()).toMatchObject({ status: 'declined', declineReason: 'You attended most classes' });
    // Declining again keeps the first reason; approving it now is refused.
    expect((await declineAs(t, t.owner, second.id, 'Another')).json<Refund>().declineReason).toBe(
      'You attended most classes',
    );
    expect((await approveAs(t, t.owner, second.id, { method: 'cash' })).json()).toMatchObject({
      code: 'REFUND_DECLINED',
    });
    // The student hears why, by SMS.
    const [sms] = await db()
      .select()
      .from(messages)
      .where(
        and(eq(messages.kind, 'refund.declined'), eq(messages.channel, 'sms'), like(messages.body, `%${order.oid}%`)),
      );
    expect(sms).toBeDefined();
    // The decline frees the order for another request.
    await ask(t, t.student, order.oid, { amount: 200 });
  });

  it('a refund the fee needs cancels the order: the seat is freed, queued reminders stop, it takes no more money', async () => {
    const order = await paidOrder(4000);
    const batch = await newBatch(t, t.admin, t.teacher, 'manual-car');
    await seat(t, t.admin, batch.id, order.oid);
    // Tomorrow's reminder is queued at 19:00 (it waits, say, for tomorrow's SMS budget).
    evening = Date.parse(`${todayInDhaka()}T19:00:00+06:00`);
    expect(await t.app.messageWorker.queueReminders()).toBeGreaterThan(0);
    evening = null;
    const waitingClaim = await claim(t, t.student, order.oid, 1000);

    const refund = await ask(t, t.student, order.oid, { amount: 3000, reason: 'Moving to Dhaka' });
    expect(refund.cancelOrder).toBe(true);
    const res = await approveAs(t, t.owner, refund.id, { method: 'rocket' });
    expect(res.statusCode, res.body).toBe(200);

    const [row] = await db().select().from(batches).where(eq(batches.id, batch.id));
    expect(row!.seatsTaken).toBe(0);
    expect(await db().select().from(batchSeats).where(eq(batchSeats.batchId, batch.id))).toEqual([]);
    const reminders = await db()
      .select()
      .from(messages)
      .where(and(eq(messages.kind, 'session.reminder'), like(messages.dedupeKey, `%:${order._id}:%`)));
    expect(reminders.length).toBeGreaterThan(0);
    for (const m of reminders) {
      expect(m.status).toBe('failed');
      expect(m.lastError).toMatch(/booking ended/);
    }

    const ledger = await ledgerOf(t, t.student, order.oid);
    expect(ledger).toMatchObject({ endedAs: 'cancelled', paid: 4000, refunded: 3000, net: 1000, due: 0 });
    expect(ledger.instalments).toEqual([]);
    // No more money on it: a new claim is refused, and the claim that waited is the office's to reject.
    const more = await send(t.app, t.student, {
      method: 'POST',
      url: `/api/orders/${order.oid}/payments`,
      payload: { method: 'nagad', amount: 100, trxId: 'NG12345678' },
    });
    expect(more.json()).toMatchObject({ code: 'ORDER_ENDED' });
    expect((await confirmAs(t, t.admin, waitingClaim.id)).json()).toMatchObject({ code: 'ORDER_ENDED' });
    const [kept] = await db().select().from(payments).where(eq(payments.id, waitingClaim.id));
    expect(kept!.status).toBe('submitted');
    // The cancellation is in the log, with the freed seat.
    const [cancelled] = await auditOf('order', order.oid).then((r) => r.filter((x) => x.action === 'order.cancelled'));
    expect(cancelled!.after).toMatchObject({ endedAs: 'cancelled', seatFreedIn: batch.id });
  });

  it('money paid beyond the fee shows "to refund" in dues; giving it back keeps the order and its seat', async () => {
    const order = await paidOrder(PRICE);
    // bKash's own answer counts money whatever the due (decision 0402): here, ৳1,500 too much.
    await db()
      .insert(payments)
      .values({
        orderId: order._id,
        method: 'bkash',
        amount: 1500,
        trxId: 'BK99887766',
        status: 'confirmed',
        receiptNumber: `R-1999-${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`,
        confirmedAt: new Date(),
      });
    const batch = await newBatch(t, t.admin, t.teacher, 'manual-car');
    await seat(t, t.admin, batch.id, order.oid);
    expect(await ledgerOf(t, t.student, order.oid)).toMatchObject({ net: 13500, due: 0, toRefund: 1500 });
    const dues = (await getAs(t, t.admin, '/api/reports/dues')).json<Dues>();
    expect(dues.rows.find((r) => r.oid === order.oid)).toMatchObject({ due: 0, toRefund: 1500, net: 13500 });
    expect(dues.toRefund).toBeGreaterThanOrEqual(1500);

    const refund = await ask(t, t.student, order.oid, { amount: 1500, reason: 'Paid twice by mistake' });
    expect(refund.cancelOrder).toBe(false);
    await approveAs(t, t.owner, refund.id, { method: 'bkash' });
    const ledger = await ledgerOf(t, t.student, order.oid);
    expect(ledger).toMatchObject({ endedAs: null, net: PRICE, due: 0, toRefund: 0, refunded: 1500 });
    const [row] = await db().select().from(batches).where(eq(batches.id, batch.id));
    expect(row!.seatsTaken).toBe(1);
    const after = (await getAs(t, t.admin, '/api/reports/dues')).json<Dues>();
    expect(after.rows.map((r) => r.oid)).not.toContain(order.oid);
  });

  it('the refund paper: a PDF in both languages whose QR code opens the public check, which says genuine', async () => {
    const order = await paidOrder(5000);
    const refund = await ask(t, t.student, order.oid, { amount: 5000 });
    const notYet = await getAs(t, t.student, `/api/refunds/${refund.id}/receipt.pdf`);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json()).toMatchObject({ code: 'REFUND_RECEIPT_NOT_FOUND' });
    const { number } = (
      await approveAs(t, t.owner, refund.id, { method: 'nagad', reference: 'NG-7781' })
    ).json<Refund>();

    const res = await getAs(t, t.student, `/api/refunds/${refund.id}/receipt.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${number}.pdf"`);
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const text = actualText(doc.getPage(0));
    for (const expected of [number!, 'টাকা ফেরতের রসিদ', 'Refund receipt', order.oid, 'NG-7781', '৳৫,০০০', 'Tk 5,000'])
      expect(text).toContain(expected);
    const url = qrIn(doc);
    expect(url).toBe(`${ORIGIN}/refund/${number}`);

    const check = await getAs(t, null, `/api/refund-receipts/${number!.toLowerCase()}`);
    expect(check.statusCode, check.body).toBe(200);
    const shown = check.json<PublicRefund>();
    expect(shown).toMatchObject({ number, amount: 5000, date: todayInDhaka(), payeeInitials: 'N. J.' });
    // Only what the paper shows: no name, order or SID.
    expect(check.body).not.toMatch(/Nusrat|OID|SID/);
    expect((await getAs(t, null, '/api/refund-receipts/RF-1999-999999')).statusCode).toBe(404);
    expect((await getAs(t, null, '/api/refund-receipts/R-1999-000001')).statusCode).toBe(400);
  });

  it('numbers run one after another, without gaps', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const refund = await ask(t, t.student, (await paidOrder(1000)).oid, { amount: 100 });
      numbers.push((await approveAs(t, t.owner, refund.id, { method: 'cash' })).json<Refund>().number!);
    }
    const seq = numbers.map((n) => Number(n.slice(-6)));
    expect(seq).toEqual([seq[0], seq[0]! + 1, seq[0]! + 2]);
  });
});
