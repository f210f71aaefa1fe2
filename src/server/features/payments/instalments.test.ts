import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_EMAIL, createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { Course } from '#shared/schemas/course.ts';
import type { Ledger } from '#shared/schemas/payment.ts';
import type { Dues } from '#shared/schemas/report.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { scheduleFromPlan } from '#shared/schemas/instalments.ts';
import { bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { bookOrder, confirmAs, freshTrxId, ledgerAs, submitPaymentAs } from '#server/test/payments.ts';

const DAY = 86_400_000;
let t: TestSchool;
/** The app's clock: tests move it forward to see parts fall due. */
let now = Date.now();
const today = todayInDhaka();

const courseBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Manual Car',
  details: 'Clutch, gears and the city.',
  price: 12000,
  lesson: 20,
  duration: '1 Month',
  dt: '1 Hour',
  practical: '12 Days',
  mechanical: '3 Days',
  ...extra,
});
const saveCourse = (cid: string, mode: 'create' | 'update', body: Record<string, unknown>, who = t.owner) =>
  send(t.app, who, { method: 'PUT', url: `/api/course?cid=${cid}&mode=${mode}`, payload: body });
const auditOf = async (query: string) => {
  const res = await send(t.app, t.owner, { method: 'GET', url: `/api/audit?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEntry[]>();
};
const ledger = async (oid: string, who: TestUser = t.student) => {
  const res = await ledgerAs(t, who, oid);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Ledger>();
};

const HALF_NOW_HALF_IN_30 = [
  { percent: 50, afterDays: 0 },
  { percent: 50, afterDays: 30 },
];

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL }, { clock: () => now });
  const res = await saveCourse('car-parts', 'create', courseBody({ instalmentPlan: HALF_NOW_HALF_IN_30 }));
  expect(res.statusCode, res.body).toBe(201);
  expect((await saveCourse('car-whole', 'create', courseBody({ price: 9000 }))).statusCode).toBe(201);
});
afterAll(async () => {
  await t?.close();
});

describe(`instalment plans (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the parts add up to the fee to the taka, the last taking what rounding leaves', () => {
    const parts = scheduleFromPlan(
      [
        { percent: 33, afterDays: 0 },
        { percent: 33, afterDays: 10 },
        { percent: 34, afterDays: 20 },
      ],
      10001,
      '2026-12-30',
    );
    expect(parts).toEqual([
      { amount: 3300, dueDate: '2026-12-30' },
      { amount: 3300, dueDate: '2027-01-09' },
      { amount: 3401, dueDate: '2027-01-19' },
    ]);
  });

  it('a course shows its plan; a plan that does not add up or goes backwards is refused by its field', async () => {
    const course = (await send(t.app, null, { method: 'GET', url: '/api/oneCourse/car-parts' })).json<Course>();
    expect(course.instalmentPlan).toEqual(HALF_NOW_HALF_IN_30);
    const bad = await saveCourse(
      'car-parts',
      'update',
      courseBody({
        instalmentPlan: [
          { percent: 60, afterDays: 10 },
          { percent: 60, afterDays: 5 },
        ],
      }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        instalmentPlan: 'The parts must add up to 100%',
        'instalmentPlan.1.afterDays': 'Each part falls due after the one before',
      },
    });
    // Nothing half-written: the plan is as it was.
    const again = (await send(t.app, null, { method: 'GET', url: '/api/oneCourse/car-parts' })).json<Course>();
    expect(again.instalmentPlan).toEqual(HALF_NOW_HALF_IN_30);
  });

  it('a booking fixes the plan as taka and dates; paying the first part leaves the second due in 30 days, then overdue', async () => {
    const order = await bookOrder(t, t.student, 'car-parts');
    let l = await ledger(order.oid);
    expect(l.instalments).toEqual([
      { amount: 6000, dueDate: today, paid: 0, due: 6000, overdue: false },
      { amount: 6000, dueDate: addDays(today, 30), paid: 0, due: 6000, overdue: false },
    ]);
    expect(l).toMatchObject({ due: 12000, overdue: 0, nextDueDate: today });

    // The owner changes the plan and the price later: this order keeps what it was booked with.
    const changed = await saveCourse('car-parts', 'update', courseBody({ price: 15000, instalmentPlan: null }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await ledger(order.oid)).instalments.map((p) => p.amount)).toEqual([6000, 6000]);

    const pay = await submitPaymentAs(t, t.student, order.oid, { method: 'bkash', amount: 6000, trxId: freshTrxId() });
    expect((await confirmAs(t, t.admin, pay.json<{ id: string }>().id)).statusCode).toBe(200);
    l = await ledger(order.oid);
    expect(l.instalments.map((p) => [p.paid, p.due])).toEqual([
      [6000, 0],
      [0, 6000],
    ]);
    expect(l).toMatchObject({ due: 6000, overdue: 0, nextDueDate: addDays(today, 30) });

    now = Date.now() + 31 * DAY;
    l = await ledger(order.oid);
    expect(l.instalments[1]).toMatchObject({ due: 6000, overdue: true });
    expect(l).toMatchObject({ due: 6000, overdue: 6000 });
    now = Date.now();
  });

  it('without a plan the whole fee is due on the start date; the dues list puts the overdue first', async () => {
    const other = await createUser(t, 'student');
    const nid = await uploadNid(t, other);
    const start = addDays(today, 3);
    const res = await putOrder(
      t,
      other,
      bookingBody('car-whole', nid, { sdate: start, idempotencyKey: crypto.randomUUID() }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const whole = res.json<{ oid: string }>();
    expect((await ledger(whole.oid, other)).instalments).toEqual([
      { amount: 9000, dueDate: start, paid: 0, due: 9000, overdue: false },
    ]);

    // Ten days on: the whole-fee order (due in 3 days) is overdue, the part-paid one (due in 30) is not.
    now = Date.now() + 10 * DAY;
    const dues = (await send(t.app, t.admin, { method: 'GET', url: '/api/reports/dues' })).json<Dues>();
    expect(dues.rows[0]).toMatchObject({ oid: whole.oid, overdue: 9000, nextDueDate: start });
    expect(dues.rows.find((r) => r.oid !== whole.oid)).toMatchObject({ overdue: 0, due: 6000 });
    expect(dues.overdue).toBe(9000);
    now = Date.now();
  });
});

describe(`orders and prices in the audit log (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a course: created with its price and plan; a price change recorded before and after', async () => {
    const created = (await auditOf('entity=course&entityId=car-whole')).find((e) => e.action === 'course.created');
    expect(created).toMatchObject({ actorEmail: OWNER_EMAIL, after: { title: 'Manual Car', price: 9000 } });
    expect(
      (await saveCourse('car-whole', 'update', courseBody({ price: 9500, details: 'New words.' }))).statusCode,
    ).toBe(200);
    const [updated] = await auditOf('entity=course&entityId=car-whole');
    expect(updated).toMatchObject({
      action: 'course.updated',
      actorEmail: OWNER_EMAIL,
      before: { price: 9000 },
      after: { price: 9500, otherFields: ['details'] },
    });
  });

  it('an order: booked by its student, corrected by the office (before and after), deleted', async () => {
    const order = await bookOrder(t, t.student, 'car-whole');
    const [booked] = await auditOf(`entity=order&entityId=${order.oid}`);
    expect(booked).toMatchObject({
      action: 'order.booked',
      actorEmail: t.student.email,
      after: { oid: order.oid, price: 9500, discount: 0, coupon: null },
    });

    const edit = await putOrder(
      t,
      t.admin,
      { ...order, name: 'Nusrat J. Rumi', status: 'running' },
      { oid: order.oid },
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const [updated] = await auditOf(`entity=order&entityId=${order.oid}`);
    expect(updated).toMatchObject({
      action: 'order.updated',
      actorEmail: t.admin.email,
      before: { name: order.name, status: 'pending' },
      after: { name: 'Nusrat J. Rumi', status: 'running' },
    });
    expect(Object.keys(updated!.after!).sort()).toEqual(['name', 'status']);

    const del = await send(t.app, t.admin, { method: 'DELETE', url: `/api/deleteOneOrder/${order.oid}` });
    expect(del.statusCode, del.body).toBe(200);
    const [deleted] = await auditOf(`entity=order&entityId=${order.oid}`);
    expect(deleted).toMatchObject({ action: 'order.deleted', actorEmail: t.admin.email, before: { price: 9500 } });
  });

  it('a refused change leaves no record: a student cannot edit an order', async () => {
    const order = await bookOrder(t, t.student, 'car-whole');
    const res = await putOrder(t, t.student, { ...order, name: 'Someone Else' }, { oid: order.oid });
    expect(res.statusCode).toBe(403);
    expect((await auditOf(`entity=order&entityId=${order.oid}`)).map((e) => e.action)).toEqual(['order.booked']);
  });
});
