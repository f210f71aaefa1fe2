import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { messages } from '#server/db/schema/index.ts';
import type { Refund } from '#shared/schemas/refund.ts';
import type { Payment } from '#shared/schemas/payment.ts';
import { addCourse, getAs } from '#server/test/orders.ts';
import { bookOrder } from '#server/test/payments.ts';
import { actualText } from '#server/test/pdf-text.ts';
import { approveAs, ask, declineAs, payCash } from '#server/test/refunds.ts';

// A refund and a receipt name the course in the reader's language, and a Bengali SMS writes its
// amount in Bengali digits (docs/decisions/0471, 0474).
const OWNER_EMAIL = 'owner@school.test';
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let bengali: TestUser;
let english: TestUser;

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL, MESSAGE_POLL_MS: '600000' });
  owner = await createUser(t, 'admin', OWNER_EMAIL);
  admin = await createUser(t, 'admin');
  bengali = await createUser(t, 'student');
  english = await createUser(t, 'student');
  const res = await send(t.app, english, {
    method: 'PUT',
    url: '/api/me/message-preferences',
    payload: { language: 'en', sms: true, email: true, reminders: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  await addCourse(t, 'manual-car', 12000, { titleBn: 'ম্যানুয়াল কার ড্রাইভিং' });
  await addCourse(t, 'scooty', 6000);
});
afterAll(async () => {
  await t?.close();
});

const smsOf = async (user: TestUser, kind: 'refund.approved' | 'refund.declined') =>
  (
    await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, kind), eq(messages.userId, user.id), eq(messages.channel, 'sms')))
  ).map((m) => m.body);
const mailOf = async (user: TestUser, kind: 'refund.approved' | 'refund.declined') =>
  (
    await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.kind, kind), eq(messages.userId, user.id), eq(messages.channel, 'email')))
  ).map((m) => `${m.subject}\n${m.body}`);

async function approvedRefund(student: TestUser, cid: string, paid: number, back: number) {
  const order = await bookOrder(t, student, cid);
  const payment = await payCash(t, admin, order.oid, paid);
  const refund = await ask(t, student, order.oid, { amount: back });
  const res = await approveAs(t, owner, refund.id, { method: 'bkash' });
  expect(res.statusCode, res.body).toBe(200);
  return { order, payment, refund: res.json<Refund>() };
}

const pdfText = async (user: TestUser, url: string) => {
  const res = await getAs(t, user, url);
  expect(res.statusCode, res.body).toBe(200);
  return actualText((await PDFDocument.load(res.rawPayload)).getPage(0));
};

describe(`refunds and receipts in the reader's language (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the refunds list carries the course’s Bengali title, for the student and the office; none is ""', async () => {
    const { order } = await approvedRefund(bengali, 'manual-car', 3000, 1500);
    const { order: plain } = await approvedRefund(bengali, 'scooty', 2000, 500);
    for (const who of [bengali, admin]) {
      const list = (await getAs(t, who, '/api/refunds?limit=50')).json<Refund[]>();
      expect(list.find((r) => r.oid === order.oid)).toMatchObject({
        courseTitle: 'Course manual-car',
        courseTitleBn: 'ম্যানুয়াল কার ড্রাইভিং',
      });
      expect(list.find((r) => r.oid === plain.oid)).toMatchObject({ courseTitle: 'Course scooty', courseTitleBn: '' });
    }
  });

  it('a Bengali refund SMS and mail name the course in Bengali, the amount in Bengali digits, the codes in ASCII', async () => {
    const { refund } = await approvedRefund(bengali, 'manual-car', 12000, 11500);
    const sms = (await smsOf(bengali, 'refund.approved')).find((b) => b.includes(refund.number!));
    expect(sms).toBeDefined();
    expect(sms).toContain('ম্যানুয়াল কার ড্রাইভিং');
    expect(sms).toContain('৳১১,৫০০');
    expect(sms).toContain(refund.oid);
    expect(sms).not.toContain('11500');
    const mail = (await mailOf(bengali, 'refund.approved')).find((b) => b.includes(refund.number!));
    expect(mail).toContain('ম্যানুয়াল কার ড্রাইভিং কোর্সের বুকিং');
    expect(mail).toContain('৳১১,৫০০');

    const order = await bookOrder(t, bengali, 'manual-car');
    await payCash(t, admin, order.oid, 2000);
    const asked = await ask(t, bengali, order.oid, { amount: 1200 });
    expect((await declineAs(t, owner, asked.id, 'Not this month')).statusCode).toBe(200);
    const declined = (await smsOf(bengali, 'refund.declined')).find((b) => b.includes(order.oid));
    expect(declined).toContain('ম্যানুয়াল কার ড্রাইভিং');
    expect(declined).toContain('৳১,২০০');
  });

  it('an English reader’s refund SMS is as it always was: English title left out, Tk and ASCII digits', async () => {
    const { refund } = await approvedRefund(english, 'manual-car', 3000, 2500);
    const sms = (await smsOf(english, 'refund.approved')).find((b) => b.includes(refund.number!));
    expect(sms).toMatch(
      new RegExp(`^Refund of Tk 2500 for ${refund.oid} approved, sent by bKash\\. No\\. ${refund.number}: `),
    );
  });

  it('the refund paper and the receipt name the course in Bengali for a Bengali page, in English otherwise', async () => {
    const { refund, payment } = await approvedRefund(bengali, 'manual-car', 4000, 1000);
    const refundPdf = `/api/refunds/${refund.id}/receipt.pdf`;
    const receiptPdf = `/api/payments/${payment.id}/receipt.pdf`;
    for (const url of [refundPdf, receiptPdf]) {
      const bn = await pdfText(bengali, `${url}?lang=bn`);
      expect(bn).toContain('ম্যানুয়াল কার ড্রাইভিং');
      expect(bn).not.toContain('Course manual-car');
      const en = await pdfText(bengali, url);
      expect(en).toContain('Course manual-car');
      expect(en).not.toContain('ম্যানুয়াল কার ড্রাইভিং');
    }
    expect((await getAs(t, bengali, `${refundPdf}?lang=fr`)).statusCode).toBe(400);
    // A course with no Bengali title: its English one, on a Bengali page too.
    const plain = await approvedRefund(bengali, 'scooty', 2000, 500);
    expect(await pdfText(bengali, `/api/refunds/${plain.refund.id}/receipt.pdf?lang=bn`)).toContain('Course scooty');
    const receipt: Payment = plain.payment;
    expect(await pdfText(bengali, `/api/payments/${receipt.id}/receipt.pdf?lang=bn`)).toContain('Course scooty');
  });
});
