import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser, type TestUser } from '../../test/users';
import { send } from '../../test/http';
import { auditLog, coupons, orders } from '../../db/schema';
import type { Coupon } from '../../../shared/schemas/coupon';
import type { Ledger } from '../../../shared/schemas/payment';
import type { Order } from '../../../shared/schemas/order';
import { addDays, todayInDhaka } from '../../../shared/dates';
import { addCourse, bookingBody, putOrder, uploadNid } from '../orders/test-helpers';
import { ledgerAs } from '../payments/test-helpers';

const OWNER_EMAIL = 'owner@school.test';
const PRICE = 12000;
let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let students: { user: TestUser; nid: string }[];

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL });
  owner = await createUser(t, 'admin', OWNER_EMAIL);
  admin = await createUser(t, 'admin');
  students = [];
  for (let i = 0; i < 2; i++) {
    const user = await createUser(t, 'student');
    students.push({ user, nid: await uploadNid(t, user) });
  }
  await addCourse(t, 'manual-car', PRICE);
});
afterAll(async () => {
  await t?.close();
});

const today = () => todayInDhaka();
let codes = 0;
const freshCode = (prefix = 'KHULNA') => `${prefix}${++codes}${Date.now().toString(36).slice(-3).toUpperCase()}`;

const couponBody = (extra: Record<string, unknown> = {}) => ({
  code: freshCode(),
  kind: 'percent',
  value: 10,
  validFrom: today(),
  validTo: addDays(today(), 30),
  cap: 100,
  ...extra,
});

const postCoupon = (user: TestUser | null, payload: unknown) =>
  send(t.app, user, { method: 'POST', url: '/api/coupons', payload: payload as Record<string, unknown> });

async function defineCoupon(extra: Record<string, unknown> = {}): Promise<Coupon> {
  const res = await postCoupon(owner, couponBody(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Coupon>();
}

const book = (i: number, coupon?: string, key = crypto.randomUUID()) => {
  const { user, nid } = students[i % students.length]!;
  return putOrder(t, user, bookingBody('manual-car', nid, { idempotencyKey: key, ...(coupon ? { coupon } : {}) }));
};

async function ledgerOf(i: number, oid: string): Promise<Ledger> {
  const res = await ledgerAs(t, students[i % students.length]!.user, oid);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Ledger>();
}

const usesOf = async (code: string) =>
  (await t.database.db.select({ uses: coupons.uses }).from(coupons).where(eq(coupons.code, code)))[0]!.uses;

describe(`coupons (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the owner defines a coupon (code raised to upper case), with an audit record; nobody else may', async () => {
    const res = await postCoupon(owner, couponBody({ code: ' eid-2026 ' }));
    expect(res.statusCode, res.body).toBe(201);
    const coupon = res.json<Coupon>();
    expect(coupon).toMatchObject({ code: 'EID-2026', kind: 'percent', value: 10, uses: 0, cap: 100 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'coupon'), eq(auditLog.entityId, 'EID-2026')));
    expect(audit).toMatchObject({ action: 'coupon.created', actorUserId: owner.id, before: null });
    expect(audit!.after).toMatchObject({ code: 'EID-2026', kind: 'percent', value: 10, cap: 100 });
    // The same code in another case is taken.
    const again = await postCoupon(owner, couponBody({ code: 'Eid-2026' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COUPON_EXISTS' });
    for (const user of [admin, students[0]!.user]) {
      expect((await postCoupon(user, couponBody())).statusCode).toBe(403);
      expect((await send(t.app, user, { method: 'GET', url: '/api/coupons' })).statusCode).toBe(403);
    }
    expect((await postCoupon(null, couponBody())).statusCode).toBe(401);
    const list = await send(t.app, owner, { method: 'GET', url: '/api/coupons' });
    expect(list.json<Coupon[]>().map((c) => c.code)).toContain('EID-2026');
  });

  it.each([
    ['a percentage above 100', { value: 150 }, 'value'],
    ['a value of 0', { value: 0 }, 'value'],
    ['an unknown kind', { kind: 'bogo' }, 'kind'],
    ['a code with a space inside', { code: 'EID 2026' }, 'code'],
    ['a code too short', { code: 'AB' }, 'code'],
    ['a last day before the first', { validFrom: '2026-05-10', validTo: '2026-05-01' }, 'validTo'],
    ['a day that does not exist', { validFrom: '2026-02-30' }, 'validFrom'],
    ['a cap of 0', { cap: 0 }, 'cap'],
    ['a cap as text', { cap: '3' }, 'cap'],
  ])('refuses %s with 400 and the field', async (_what, extra, field) => {
    const res = await postCoupon(owner, couponBody(extra));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: expect.any(String) } });
  });

  it('a booking with a coupon stores the discount; the ledger takes it off the price', async () => {
    const percent = await defineCoupon({ value: 15 });
    const res = await book(0, percent.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order.cupon).toBe(percent.code);
    expect(await ledgerOf(0, order.oid)).toMatchObject({ price: PRICE, discount: 1800, paid: 0, due: PRICE - 1800 });

    const fixed = await defineCoupon({ kind: 'fixed', value: PRICE + 5000 });
    const big = (await book(1, fixed.code)).json<Order>();
    expect(await ledgerOf(1, big.oid)).toMatchObject({ discount: PRICE, due: 0 });
  });

  it('an unknown, expired or not-yet-valid coupon refuses the booking, stores nothing and spends nothing', async () => {
    const expired = await defineCoupon({ validFrom: addDays(today(), -10), validTo: addDays(today(), -1) });
    const future = await defineCoupon({ validFrom: addDays(today(), 1), validTo: addDays(today(), 5) });
    const before = (await t.database.db.select().from(orders)).length;
    for (const code of ['NOSUCHCODE', expired.code, future.code]) {
      const res = await book(0, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ code: 'COUPON_INVALID', fields: { coupon: expect.any(String) } });
    }
    const bad = await book(0, 'not a code!');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { coupon: expect.any(String) } });
    expect((await t.database.db.select().from(orders)).length).toBe(before);
    expect(await usesOf(expired.code)).toBe(0);
  });

  it('cap 3: of 20 bookings sent at once exactly 3 get the discount, the others are told it is used up', async () => {
    const coupon = await defineCoupon({ cap: 3 });
    const before = (await t.database.db.select().from(orders)).length;
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => book(i, coupon.code)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array(17).fill(409)]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect(r.json()).toMatchObject({ code: 'COUPON_USED_UP', message: expect.any(String) });
    }
    expect(await usesOf(coupon.code)).toBe(3);
    const discounted = await t.database.db.select().from(orders).where(eq(orders.cupon, coupon.code));
    expect(discounted).toHaveLength(3);
    expect(discounted.every((o) => o.discount === 1200)).toBe(true);
    expect((await t.database.db.select().from(orders)).length - before).toBe(3);
  });

  it('a booking repeated with its idempotency key spends one use, however often it is sent', async () => {
    const coupon = await defineCoupon({ cap: 5 });
    const key = crypto.randomUUID();
    const responses = await Promise.all(Array.from({ length: 8 }, () => book(0, coupon.code, key)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect(new Set(responses.map((r) => r.json<Order>().oid)).size).toBe(1);
    expect(await usesOf(coupon.code)).toBe(1);
  });

  it('a booking without a coupon is as before: no discount, the free-text cupon kept', async () => {
    const res = await putOrder(
      t,
      students[0]!.user,
      bookingBody('manual-car', students[0]!.nid, { idempotencyKey: crypto.randomUUID(), cupon: 'friend said so' }),
    );
    expect(res.statusCode).toBe(201);
    const order = res.json<Order>();
    expect(order.cupon).toBe('friend said so');
    expect(await ledgerOf(0, order.oid)).toMatchObject({ discount: 0, due: PRICE });
  });
});

describe('the new price before booking', () => {
  const price = (user: TestUser | null, code: string, cid = 'manual-car') =>
    send(t.app, user, { method: 'GET', url: `/api/coupons/${encodeURIComponent(code)}/price?cid=${cid}` });

  it('shows what a code takes off the course, as typed (spaces, lower case), without spending a use', async () => {
    const coupon = await defineCoupon({ kind: 'fixed', value: 1500, cap: 1 });
    const student = students[0]!.user;
    for (let i = 0; i < 3; i++) {
      const res = await price(student, ` ${coupon.code.toLowerCase()} `);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ code: coupon.code, price: PRICE, discount: 1500, total: PRICE - 1500 });
    }
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.code, coupon.code));
    expect(row!.uses).toBe(0);
  });

  it('says why not: an unknown or out-of-date code 400, a used-up one 409, an unknown course 404', async () => {
    const student = students[1]!.user;
    const unknown = await price(student, 'NOSUCHCODE');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ code: string; fields: Record<string, string> }>()).toMatchObject({
      code: 'COUPON_INVALID',
      fields: { coupon: expect.any(String) },
    });
    const later = await defineCoupon({ validFrom: addDays(today(), 2), validTo: addDays(today(), 9) });
    expect((await price(student, later.code)).statusCode).toBe(400);
    const spent = await defineCoupon({ cap: 1 });
    expect((await book(1, spent.code)).statusCode).toBe(201);
    const usedUp = await price(student, spent.code);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json<{ code: string }>().code).toBe('COUPON_USED_UP');
    expect((await price(student, spent.code, 'no-such-course')).statusCode).toBe(404);
    expect((await price(null, spent.code)).statusCode).toBe(401);
  });
});
