import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import type { Payment, StaffPayment } from '#shared/schemas/payment.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { bookOrder, confirmAs, freshTrxId, rejectAs, submitPaymentAs } from '#server/test/payments.ts';

let t: TestSchool;
let order: Order;

beforeAll(async () => {
  t = await createTestSchool();
  await addCourse(t, 'motorcycle', 6000, { titleBn: 'মোটরসাইকেল চালানো', durationBn: '১ মাস' });
  order = await bookOrder(t, t.student, 'motorcycle');
});
afterAll(async () => {
  await t?.close();
});

async function submit(amount: number): Promise<Payment> {
  const res = await submitPaymentAs(t, t.student, order.oid, { method: 'nagad', amount, trxId: freshTrxId() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Payment>();
}

const list = (user: TestUser | null, query = '') => send(t.app, user, { method: 'GET', url: `/api/payments${query}` });

describe('GET /api/payments (the office)', () => {
  it('lists submitted payments first, oldest first, with the student and course; decided ones after', async () => {
    const first = await submit(100);
    const confirmed = await submit(200);
    const second = await submit(300);
    const rejected = await submit(400);
    expect((await confirmAs(t, t.admin, confirmed.id)).statusCode).toBe(200);
    expect((await rejectAs(t, t.admin, rejected.id, 'Not in the statement')).statusCode).toBe(200);

    const res = await list(t.admin);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json<StaffPayment[]>();
    expect(res.headers['x-total-count']).toBe('4');
    expect(rows.map((r) => r.amount)).toEqual([100, 300, 400, 200]);
    expect(rows[0]).toMatchObject({
      id: first.id,
      oid: order.oid,
      status: 'submitted',
      method: 'nagad',
      trxId: first.trxId,
      studentName: order.name,
      courseTitle: order.course.title,
      courseTitleBn: 'মোটরসাইকেল চালানো',
    });
    expect(rows.find((r) => r.id === rejected.id)?.rejectReason).toBe('Not in the statement');
    expect(rows.find((r) => r.id === second.id)?.status).toBe('submitted');
  });

  it('an order names its course’s Bengali title and duration beside the English it was booked with', async () => {
    const own = await send(t.app, t.student, { method: 'GET', url: `/api/oneOrder/${order.oid}` });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<Order>().course).toMatchObject({
      title: 'Course motorcycle',
      titleBn: 'মোটরসাইকেল চালানো',
      duration: '1 Month',
      durationBn: '১ মাস',
    });
    const all = await send(t.app, t.admin, { method: 'GET', url: '/api/allOrder' });
    expect(all.json<Order[]>().find((o) => o.oid === order.oid)?.course.titleBn).toBe('মোটরসাইকেল চালানো');
  });

  it('filters by status and pages with the total in x-total-count', async () => {
    const res = await list(t.admin, '?status=submitted&page=1&limit=1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json<StaffPayment[]>().map((r) => r.amount)).toEqual([100]);
    const page2 = await list(t.admin, '?status=submitted&page=2&limit=1');
    expect(page2.json<StaffPayment[]>().map((r) => r.amount)).toEqual([300]);
    const confirmed = await list(t.admin, '?status=confirmed');
    expect(confirmed.json<StaffPayment[]>().map((r) => [r.amount, r.receiptNumber?.startsWith('R-')])).toEqual([
      [200, true],
    ]);
  });

  it('refuses an unknown status with 400, and anyone but staff with 401/403', async () => {
    expect((await list(t.admin, '?status=paid')).statusCode).toBe(400);
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(t.student)).statusCode).toBe(403);
  });
});

describe('GET /api/payments?q= (the office finds a payment)', () => {
  let other: Order;
  let otherPayment: StaffPayment;
  beforeAll(async () => {
    const karim = await createUser(t, 'student');
    const booked = await putOrder(
      t,
      karim,
      bookingBody('motorcycle', await uploadNid(t, karim), {
        name: 'Abdul Karim Sheikh',
        phone1: '01987654321',
        phone2: '',
      }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    other = booked.json<Order>();
    const res = await submitPaymentAs(t, karim, other.oid, {
      method: 'bkash',
      amount: 700,
      trxId: '9BC4D7XK2M',
      payerPhone: '01555000111',
    });
    expect(res.statusCode, res.body).toBe(201);
    otherPayment = res.json<StaffPayment>();
  });

  const found = async (q: string) => {
    const res = await list(t.admin, `?q=${encodeURIComponent(q)}`);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<StaffPayment[]>().map((r) => r.id);
    expect(res.headers['x-total-count']).toBe(String(ids.length));
    return ids;
  };

  it('by the TrxID as the SMS shows it, in any case, with spaces or Bengali digits', async () => {
    expect(await found('9BC4D7XK2M')).toEqual([otherPayment.id]);
    expect(await found('9bc4 d7xk2m')).toEqual([otherPayment.id]);
    expect(await found('৯BC4D7XK2M')).toEqual([otherPayment.id]);
  });

  it('by the order’s OID, and by a part of the student’s name', async () => {
    expect(await found(other.oid)).toEqual([otherPayment.id]);
    expect(await found(other.oid.toLowerCase())).toEqual([otherPayment.id]);
    expect(await found('karim shei')).toEqual([otherPayment.id]);
  });

  it('by a phone in any spelling: the sender’s, or the order’s, whole or by a part', async () => {
    expect(await found('+880 1555-000111')).toEqual([otherPayment.id]);
    expect(await found('০১৯৮৭-৬৫৪৩২১')).toEqual([otherPayment.id]);
    expect(await found('54321')).toEqual([otherPayment.id]);
    // The first student's order has 4 payments, found by its second phone.
    expect(await found('01812 345678')).toHaveLength(4);
  });

  it('with a status too; nothing found is an empty page, not an error; an empty search is refused', async () => {
    expect(await found('nobody-by-this-name')).toEqual([]);
    const confirmed = await list(t.admin, `?q=${encodeURIComponent('01712345678')}&status=confirmed`);
    expect(confirmed.json<StaffPayment[]>().map((r) => r.amount)).toEqual([200]);
    expect((await list(t.admin, '?q=')).statusCode).toBe(400);
    expect((await list(t.student, '?q=9BC4D7XK2M')).statusCode).toBe(403);
  });
});
