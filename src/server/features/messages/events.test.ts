import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { messages } from '#server/db/schema/index.ts';
import type { Batch, Certificate } from '#shared/schemas/batch.ts';
import type { Order } from '#shared/schemas/order.ts';
import type { Payment } from '#shared/schemas/payment.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { dayIn } from '#shared/i18n/message-values.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder, confirmAs, freshTrxId, rejectAs, submitPaymentAs } from '#server/test/payments.ts';

const OWNER_EMAIL = 'owner@school.test';
// 19:00 in Khulna today: evening, when tomorrow's sessions are reminded.
const today = todayInDhaka();
const evening = new Date(`${today}T19:00:00+06:00`).getTime();
let now = evening;

let t: TestSchool;
let owner: TestUser;
let admin: TestUser;
let teacher: TestUser;
let student: TestUser;
let order: Order;
let batch: Batch;

const post = (who: TestUser | null, url: string, payload: unknown = {}) =>
  send(t.app, who, { method: 'POST', url, payload: payload as Record<string, unknown> });

/** The messages queued for the student, of one kind. */
const queued = (kind: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.kind, kind), eq(messages.userId, student.id)));

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL, MESSAGE_POLL_MS: '600000' }, { clock: () => now });
  ({ owner, admin, teacher, student } = t);
  await addCourse(t, 'manual-car', 12000, { titleBn: 'ম্যানুয়াল কার', lesson: 1 });
  order = await bookOrder(t, student, 'manual-car');
});
afterAll(async () => {
  await t?.close();
});

describe('what the student is told, in Bengali, by SMS and mail', () => {
  it('their booking, naming the course by its Bengali title', async () => {
    const received = await queued('booking.received');
    expect(received.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    for (const m of received) expect(m.body).toContain('ম্যানুয়াল কার কোর্সে');
    for (const m of received) expect(m.body).not.toContain('Course manual-car');
  });

  it('a confirmed payment, with the receipt link; a rejected one, with the reason', async () => {
    const paid = await submitPaymentAs(t, student, order.oid, { method: 'bkash', amount: 3000, trxId: freshTrxId() });
    expect(paid.statusCode, paid.body).toBe(201);
    const confirmed = await confirmAs(t, admin, paid.json<Payment>().id);
    expect(confirmed.statusCode).toBe(200);
    // Confirming again tells nothing new.
    expect((await confirmAs(t, admin, paid.json<Payment>().id)).statusCode).toBe(200);
    const receipt = confirmed.json<Payment>().receiptNumber!;
    const ok = await queued('payment.confirmed');
    expect(ok.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    const sms = ok.find((m) => m.channel === 'sms')!;
    expect(sms.recipient).toBe('+8801712345678');
    expect(sms.body).toContain('৳৩,০০০');
    expect(sms.body).toContain(`/bn/receipt/${receipt}`);
    // The course is named in Bengali, as its owner wrote it, in the SMS and the mail alike.
    for (const m of ok) expect(m.body).toContain('ম্যানুয়াল কার');

    const wrong = await submitPaymentAs(t, student, order.oid, { method: 'bkash', amount: 500, trxId: freshTrxId() });
    expect(
      (await rejectAs(t, admin, wrong.json<Payment>().id, 'No such transfer in our bKash statement.')).statusCode,
    ).toBe(200);
    const no = await queued('payment.rejected');
    expect(no).toHaveLength(2);
    expect(no.find((m) => m.channel === 'email')!.body).toContain('No such transfer in our bKash statement.');
  });

  it('a seat in a batch, with the first session', async () => {
    const res = await post(admin, '/api/batches', {
      cid: 'manual-car',
      teacherEmail: teacher.email,
      capacity: 5,
      startDate: addDays(today, 1),
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      time: '07:30',
      sessions: 3,
      place: 'Khulna Stadium ground',
    });
    expect(res.statusCode, res.body).toBe(201);
    batch = res.json<Batch>();
    expect((await post(admin, `/api/batches/${batch.id}/students`, { oid: order.oid })).statusCode).toBe(201);
    const placed = await queued('batch.placed');
    expect(placed).toHaveLength(2);
    // The course is named in Bengali, as its owner wrote it, not by its English title.
    expect(placed.find((m) => m.channel === 'email')!.subject).toBe('আপনার ব্যাচ: ম্যানুয়াল কার');
    // Its day and time in Bengali words and digits (docs/decisions/0491).
    expect(placed.find((m) => m.channel === 'sms')!.body).toContain(`${dayIn('bn', addDays(today, 1))}, ৭:৩০ সকাল`);
  });

  it('the evening before a session, one reminder however often it is looked for', async () => {
    await t.app.messageWorker.queueReminders();
    await t.app.messageWorker.queueReminders();
    const reminders = await queued('session.reminder');
    expect(reminders.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(reminders.find((m) => m.channel === 'sms')!.body).toBe(
      `মনে করিয়ে দিচ্ছি: আগামীকাল ${dayIn('bn', addDays(today, 1))}, ৭:৩০ সকাল ড্রাইভিং ক্লাস (ম্যানুয়াল কার)।`,
    );
  });

  it('no reminder in the morning, nor for a student who turned reminders off', async () => {
    await t.database.db.delete(messages).where(eq(messages.kind, 'session.reminder'));
    now = new Date(`${today}T09:00:00+06:00`).getTime();
    await t.app.messageWorker.queueReminders();
    expect(await queued('session.reminder')).toHaveLength(0);
    now = evening;
    const off = await send(t.app, student, {
      method: 'PUT',
      url: '/api/me/message-preferences',
      payload: { language: 'bn', sms: true, email: true, reminders: false },
    });
    expect(off.statusCode).toBe(200);
    await t.app.messageWorker.queueReminders();
    expect(await queued('session.reminder')).toHaveLength(0);
  });

  it("the office's notice to a batch reaches each seated student", async () => {
    const empty = await post(admin, `/api/batches/${batch.id}/notice`, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    const notice = await post(admin, `/api/batches/${batch.id}/notice`, {
      text: 'আগামীকাল বৃষ্টির কারণে ক্লাস সকাল ৯টায়।',
    });
    expect(notice.statusCode, notice.body).toBe(201);
    expect(notice.json()).toEqual({ students: 1, messages: 2 });
    const sent = await queued('batch.notice');
    expect(sent.find((m) => m.channel === 'sms')!.body).toBe('আগামীকাল বৃষ্টির কারণে ক্লাস সকাল ৯টায়।');
    expect(sent.find((m) => m.channel === 'sms')!.segments).toBe(1);
    const missing = await post(admin, '/api/batches/00000000-0000-4000-8000-000000000000/notice', { text: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'BATCH_NOT_FOUND' });

    // The batch's own teacher may tell it too; another teacher may not.
    const fromTeacher = await post(teacher, `/api/batches/${batch.id}/notice`, { text: 'Bring your learner card.' });
    expect(fromTeacher.statusCode, fromTeacher.body).toBe(201);
    const otherTeacher = await createUser(t, 'teacher');
    const refused = await post(otherTeacher, `/api/batches/${batch.id}/notice`, { text: 'Not my batch.' });
    expect(refused.statusCode).toBe(403);
    expect((await queued('batch.notice')).map((m) => m.body)).not.toContain('Not my batch.');
  });

  it('a certificate, with the link anyone can check', async () => {
    const mark = await post(teacher, `/api/batches/${batch.id}/attendance`, {
      oid: order.oid,
      date: addDays(today, 1),
      status: 'present',
    });
    // Tomorrow's session cannot be marked yet: issue with a reason instead.
    expect(mark.statusCode).toBe(400);
    const issued = await post(owner, `/api/orders/${order.oid}/certificate`, {
      override: 'Passed the BRTA test early.',
    });
    expect(issued.statusCode, issued.body).toBe(201);
    const serial = issued.json<Certificate>().serial;
    const told = await queued('certificate.issued');
    expect(told).toHaveLength(2);
    expect(told.find((m) => m.channel === 'sms')!.body).toContain(`/bn/verify/${serial}`);
  });
});
