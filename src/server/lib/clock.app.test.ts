import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createTestOwner, createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import type { Monthly } from '#shared/schemas/report.ts';
import type { Payment } from '#shared/schemas/payment.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { approveAs, askAs } from '#server/test/refunds.ts';
import type { Refund } from '#shared/schemas/refund.ts';
import { confirmAs, freshTrxId, submitPaymentAs } from '#server/test/payments.ts';
import { followClockFile, useSystemClock } from './clock';

// The season simulation moves the app's clock through TEST_CLOCK_FILE; the days the office's
// reports count by must follow it, not the database's or the machine's time. 2031 is beyond what
// a booking may name on the real calendar (two years ahead), so the booking itself shows that its
// date rule follows the clock too.
const dir = mkdtempSync(join(tmpdir(), 'kds-clock-app-'));
const file = join(dir, 'clock.json');
let t: TestApp;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  writeFileSync(`${file}.tmp`, JSON.stringify({ at: '2031-05-10T04:00:00.000Z', setAt: Date.now() }));
  renameSync(`${file}.tmp`, file);
  followClockFile(file);
  t = await createTestApp();
  [admin, student] = [await createUser(t, 'admin'), await createUser(t, 'student')];
  await addCourse(t, 'manual-car', 12000);
});

afterAll(async () => {
  await t?.close();
  useSystemClock();
  rmSync(dir, { recursive: true, force: true });
});

describe("business days under a moved clock (tests only: the app's clock file)", () => {
  it('books, confirms, counts and logs on the clock’s day', async () => {
    const nid = await uploadNid(t, student);
    const booked = await putOrder(t, student, bookingBody('manual-car', nid, { sdate: '2031-05-12' }));
    expect(booked.statusCode, booked.body).toBe(201);
    const order = booked.json<Order>();
    expect(order.createdAt.slice(0, 10)).toBe('2031-05-10');

    const claim = await submitPaymentAs(t, student, order.oid, { method: 'bkash', amount: 3000, trxId: freshTrxId() });
    expect(claim.statusCode, claim.body).toBe(201);
    const confirmed = await confirmAs(t, admin, claim.json<Payment>().id);
    expect(confirmed.json<Payment>()).toMatchObject({ receiptNumber: 'R-2031-000001' });
    expect(confirmed.json<Payment>().confirmedAt!.slice(0, 10)).toBe('2031-05-10');

    const monthly = await send(t.app, admin, { method: 'GET', url: '/api/reports/monthly?months=1' });
    expect(monthly.json<Monthly>().months).toEqual([
      { month: '2031-05', bookings: 1, booked: 12000, collected: 3000, refunded: 0 },
    ]);

    // A refund asked for and given back carries the clock's day and the clock's year in its number.
    const asked = await askAs(t, student, order.oid, { amount: 1000, reason: 'Moving to Jessore' });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json<Refund>().createdAt.slice(0, 10)).toBe('2031-05-10');
    const owner = await createTestOwner(t);
    const given = await approveAs(t, owner, asked.json<Refund>().id, { method: 'cash' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json<Refund>().number).toMatch(/-2031-/);

    const audit = await send(t.app, owner, { method: 'GET', url: '/api/audit?from=2031-05-10&to=2031-05-10' });
    const actions = audit.json<{ action: string }[]>().map((r) => r.action);
    expect(actions).toEqual(
      expect.arrayContaining(['order.booked', 'payment.submitted', 'payment.confirmed', 'refund.requested']),
    );
  });

  it('receives an enquiry on the clock’s day', async () => {
    const sent = await send(t.app, null, {
      method: 'POST',
      url: '/api/contact',
      payload: { user_name: 'Rahim', user_email: 'rahim@example.com', message: 'When does the next batch start?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const inbox = await send(t.app, admin, { method: 'GET', url: '/api/contact-messages' });
    expect(inbox.json<{ createdAt: string }[]>()[0]!.createdAt.slice(0, 10)).toBe('2031-05-10');
  });
});
