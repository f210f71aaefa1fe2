import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { qrIn } from '#server/test/pdf-qr.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import type { Payment, PublicReceipt } from '#shared/schemas/payment.ts';
import type { Order } from '#shared/schemas/order.ts';
import { SAMPLE_SCHOOL } from '#server/db/sample-school.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder, confirmAs, freshTrxId, submitPaymentAs } from '#server/test/payments.ts';
import { actualText } from '#server/test/pdf-text.ts';

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let other: TestUser;
let order: Order;
let confirmed: Payment;
let waiting: Payment;

const pdfOf = (user: TestUser | null, id: string) =>
  send(t.app, user, { method: 'GET', url: `/api/payments/${id}/receipt.pdf` });

async function submit(amount: number): Promise<Payment> {
  const res = await submitPaymentAs(t, student, order.oid, { method: 'bkash', amount, trxId: freshTrxId() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Payment>();
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, student, other] = [
    await createUser(t, 'admin'),
    await createUser(t, 'student'),
    await createUser(t, 'student'),
  ];
  await addCourse(t, 'manual-car', 12000);
  order = await bookOrder(t, student, 'manual-car');
  confirmed = (await confirmAs(t, admin, (await submit(2000)).id)).json<Payment>();
  waiting = await submit(500);
});
afterAll(async () => {
  await t?.close();
});

describe(`a payment's receipt PDF (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows its number, the amount and the school in Bengali and English, as real text on one A5 page', async () => {
    const res = await pdfOf(student, confirmed.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="${confirmed.receiptNumber}.pdf"`);
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([420, 595]);
    const text = actualText(doc.getPage(0));
    expect(confirmed.receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    for (const expected of [
      confirmed.receiptNumber!,
      'টাকা প্রাপ্তির রসিদ',
      'Money receipt',
      SAMPLE_SCHOOL.nameBn,
      SAMPLE_SCHOOL.name,
      '৳২,০০০',
      'Tk 2,000',
      'বিকাশ (bKash)',
      confirmed.trxId!,
      order.oid,
      order.name,
    ])
      expect(text, expected).toContain(expected);
    // The Bengali is drawn with the embedded Bengali font (shaped glyphs, with a ToUnicode map).
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, obj]) => obj.toString())
      .filter((s) => s.includes('/Subtype /Type0'));
    expect(fonts.some((s) => s.includes('/NotoSansBengali-Bold') && s.includes('/ToUnicode'))).toBe(true);
  });

  it('its QR code opens the public check of its number, which says it is genuine; an invented number is not found', async () => {
    const doc = await PDFDocument.load((await pdfOf(student, confirmed.id)).rawPayload);
    const url = qrIn(doc);
    expect(url).toBe(`${t.app.config.publicUrl}/receipt/${confirmed.receiptNumber}`);
    const number = decodeURIComponent(new URL(url!).pathname.split('/').pop()!);
    const check = await send(t.app, null, { method: 'GET', url: `/api/receipts/${number}` });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json<PublicReceipt>()).toMatchObject({ number: confirmed.receiptNumber, amount: 2000 });
    const invented = await send(t.app, null, { method: 'GET', url: '/api/receipts/R-2026-999999' });
    expect(invented.statusCode).toBe(404);
  });

  it('is for the order’s student and the office only; a payment not yet confirmed has none', async () => {
    expect((await pdfOf(admin, confirmed.id)).statusCode).toBe(200);
    expect((await pdfOf(null, confirmed.id)).statusCode).toBe(401);
    const others = await pdfOf(other, confirmed.id);
    expect(others.statusCode).toBe(404);
    expect(others.json<{ code: string }>().code).toBe('PAYMENT_NOT_FOUND');
    const notYet = await pdfOf(student, waiting.id);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json<{ code: string }>().code).toBe('RECEIPT_NOT_FOUND');
    expect((await pdfOf(student, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await pdfOf(student, 'not-a-uuid')).statusCode).toBe(400);
  });
});
