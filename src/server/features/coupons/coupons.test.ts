import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { auditLog, coupons, orders } from '#server/db/schema/index.ts';
import type { Coupon } from '#shared/schemas/coupon.ts';
import type { Ledger } from '#shared/schemas/payment.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { ledgerAs } from '#server/test/payments.ts';

const OWNER_EMAIL = 'owner@school.test';
const PRICE = 12000;
let t: TestSchool;
let owner: TestUser;
let admin: TestUser;
let students: { user: TestUser; nid: string }[];

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL });
  ({ owner, admin } = t);
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

  it("a coupon booking with someone else's NID upload is refused by the image and spends no use", async () => {
    const coupon = await defineCoupon();
    const other = students[1]!;
    const res = await putOrder(
      t,
      students[0]!.user,
      bookingBody('manual-car', other.nid, { idempotencyKey: crypto.randomUUID(), coupon: coupon.code }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { image: expect.any(String) } });
    expect(await usesOf(coupon.code)).toBe(0);
    // The same student with their own upload gets it: nothing was held back by the refused try.
    expect((await book(0, coupon.code)).statusCode).toBe(201);
    expect(await usesOf(coupon.code)).toBe(1);
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
    const coupon = await defineCoupon({ cap: 3, perStudent: 20 });
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

  it('a repeat of a booking that took the last use still answers with its order, not "used up"', async () => {
    const coupon = await defineCoupon({ cap: 1 });
    const key = crypto.randomUUID();
    const first = await book(1, coupon.code, key);
    expect(first.statusCode, first.body).toBe(201);
    const other = await book(2, coupon.code);
    expect(other.json()).toMatchObject({ code: 'COUPON_USED_UP' });
    const again = await book(1, coupon.code, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<Order>().oid).toBe(first.json<Order>().oid);
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

describe('the owner changes and retires coupons', () => {
  let teacher: TestUser;
  beforeAll(async () => {
    teacher = await createUser(t, 'teacher');
  });

  const patch = (user: TestUser | null, id: string, payload: Record<string, unknown>) =>
    send(t.app, user, { method: 'PATCH', url: `/api/coupons/${id}`, payload });
  const retire = (user: TestUser | null, id: string) =>
    send(t.app, user, { method: 'POST', url: `/api/coupons/${id}/retire` });
  const price = (code: string) =>
    send(t.app, students[0]!.user, { method: 'GET', url: `/api/coupons/${code}/price?cid=manual-car` });
  const auditOf = (code: string, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'coupon'), eq(auditLog.entityId, code), eq(auditLog.action, action)));

  it('the owner changes the last day, the cap and the value; the audit record holds only what changed', async () => {
    const coupon = await defineCoupon({ value: 10, cap: 5 });
    const validTo = addDays(today(), 60);
    const res = await patch(owner, coupon.id, { validTo, cap: 8, value: 10 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Coupon>()).toMatchObject({ code: coupon.code, kind: 'percent', validTo, cap: 8, value: 10 });
    const [audit, ...more] = await auditOf(coupon.code, 'coupon.updated');
    expect(more).toHaveLength(0);
    expect(audit).toMatchObject({ actorUserId: owner.id, actorEmail: OWNER_EMAIL });
    expect(audit!.before).toEqual({ validTo: coupon.validTo, cap: 5 });
    expect(audit!.after).toEqual({ validTo, cap: 8 });
    // The same values again change nothing and write nothing.
    expect((await patch(owner, coupon.id, { validTo, cap: 8 })).statusCode).toBe(200);
    expect(await auditOf(coupon.code, 'coupon.updated')).toHaveLength(1);
  });

  it('a new value counts for bookings from now on; an order keeps the discount it was booked with', async () => {
    const coupon = await defineCoupon({ value: 10, perStudent: 2 });
    const first = (await book(0, coupon.code)).json<Order>();
    expect((await patch(owner, coupon.id, { value: 20 })).statusCode).toBe(200);
    const second = (await book(1, coupon.code)).json<Order>();
    expect((await ledgerOf(0, first.oid)).discount).toBe(1200);
    expect((await ledgerOf(1, second.oid)).discount).toBe(2400);
    expect((await price(coupon.code)).json()).toMatchObject({ discount: 2400, total: PRICE - 2400 });
  });

  it('only the owner may change or retire a coupon: admins, teachers and students 403, anonymous 401', async () => {
    const coupon = await defineCoupon({ cap: 5 });
    for (const user of [admin, teacher, students[0]!.user]) {
      expect((await patch(user, coupon.id, { cap: 9 })).statusCode).toBe(403);
      expect((await retire(user, coupon.id)).statusCode).toBe(403);
    }
    expect((await patch(null, coupon.id, { cap: 9 })).statusCode).toBe(401);
    expect((await retire(null, coupon.id)).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ cap: 5, retiredAt: null });
  });

  it('refuses a cap below the uses already spent, with the field; a cap equal to them is fine', async () => {
    const coupon = await defineCoupon({ cap: 5 });
    expect((await book(0, coupon.code)).statusCode).toBe(201);
    expect((await book(1, coupon.code)).statusCode).toBe(201);
    const below = await patch(owner, coupon.id, { cap: 1 });
    expect(below.statusCode, below.body).toBe(400);
    expect(below.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { cap: 'The cap cannot be below the number of bookings that have already used it.' },
    });
    const equal = await patch(owner, coupon.id, { cap: 2 });
    expect(equal.statusCode, equal.body).toBe(200);
    expect(equal.json<Coupon>()).toMatchObject({ uses: 2, cap: 2 });
    // Used up now: the next booking is told so.
    expect((await book(0, coupon.code)).json()).toMatchObject({ code: 'COUPON_USED_UP' });
  });

  it('a cap lowered while bookings race for the coupon never ends below its uses', async () => {
    const coupon = await defineCoupon({ cap: 10, perStudent: 10 });
    const [lowered, ...bookings] = await Promise.all([
      patch(owner, coupon.id, { cap: 3 }),
      ...Array.from({ length: 8 }, (_, i) => book(i, coupon.code)),
    ]);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    const booked = bookings.filter((r) => r.statusCode === 201).length;
    expect(row!.uses).toBe(booked);
    expect(row!.uses).toBeLessThanOrEqual(row!.cap);
    if (lowered!.statusCode === 200) expect(row!.cap).toBe(3);
    else {
      expect(lowered!.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { cap: expect.any(String) } });
      expect(row!.cap).toBe(10);
    }
    expect(bookings.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
  });

  it.each([
    ['a percentage above 100', { value: 101 }, 'value'],
    ['a last day before the first', { validTo: '2020-01-01' }, 'validTo'],
    ['a day that does not exist', { validTo: '2026-02-30' }, 'validTo'],
    ['a new code', { code: 'OTHER1' }, 'code'],
    ['a new kind', { kind: 'fixed' }, 'kind'],
    ['a cap of 0', { cap: 0 }, 'cap'],
    ['nothing to change', {}, '_'],
  ])('refuses %s with 400 and the field, and changes nothing', async (_what, payload, field) => {
    const coupon = await defineCoupon({ value: 10 });
    const res = await patch(owner, coupon.id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: expect.any(String) } });
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ code: coupon.code, kind: 'percent', value: 10, validTo: coupon.validTo });
    expect(await auditOf(coupon.code, 'coupon.updated')).toHaveLength(0);
  });

  it('an unknown coupon is 404, an id that cannot be one 400', async () => {
    const unknown = crypto.randomUUID();
    expect((await patch(owner, unknown, { cap: 3 })).json()).toMatchObject({ code: 'COUPON_NOT_FOUND' });
    expect((await retire(owner, unknown)).statusCode).toBe(404);
    expect((await patch(owner, 'not-an-id', { cap: 3 })).statusCode).toBe(400);
    expect((await retire(owner, 'not-an-id')).statusCode).toBe(400);
  });

  it('a retired coupon is refused at booking and by the price preview exactly like an unknown one', async () => {
    const coupon = await defineCoupon({ cap: 5 });
    expect((await price(coupon.code)).statusCode).toBe(200);
    const res = await retire(owner, coupon.id);
    expect(res.statusCode, res.body).toBe(200);
    const retired = res.json<Coupon>();
    expect(retired.retiredAt).toEqual(expect.any(String));
    const unknownPrice = await price('NOSUCHCODE');
    const retiredPrice = await price(coupon.code);
    expect(retiredPrice.statusCode).toBe(400);
    expect(retiredPrice.json()).toEqual(unknownPrice.json());
    const before = (await t.database.db.select().from(orders)).length;
    const unknownBooking = await book(0, 'NOSUCHCODE');
    const retiredBooking = await book(0, coupon.code);
    expect(retiredBooking.statusCode).toBe(400);
    expect(retiredBooking.json()).toEqual(unknownBooking.json());
    expect((await t.database.db.select().from(orders)).length).toBe(before);
    expect(await usesOf(coupon.code)).toBe(0);
    // Still listed, with when it was retired; it cannot be changed any more.
    const list = (await send(t.app, owner, { method: 'GET', url: '/api/coupons' })).json<Coupon[]>();
    expect(list.find((c) => c.id === coupon.id)).toMatchObject({ retiredAt: retired.retiredAt });
    expect((await patch(owner, coupon.id, { cap: 9 })).json()).toMatchObject({ code: 'COUPON_RETIRED' });
  });

  it('retiring twice answers the coupon as it is, with one audit record', async () => {
    const coupon = await defineCoupon();
    const [first, second] = await Promise.all([retire(owner, coupon.id), retire(owner, coupon.id)]);
    expect(first!.statusCode).toBe(200);
    expect(second!.statusCode).toBe(200);
    expect(first!.json<Coupon>().retiredAt).toBe(second!.json<Coupon>().retiredAt);
    const again = await retire(owner, coupon.id);
    expect(again.json<Coupon>().retiredAt).toBe(first!.json<Coupon>().retiredAt);
    const audits = await auditOf(coupon.code, 'coupon.retired');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorUserId: owner.id, before: { retiredAt: null } });
    expect(audits[0]!.after).toMatchObject({ retiredAt: first!.json<Coupon>().retiredAt });
  });

  it('a booking that spends a use is in the audit log: who booked, the order, the uses before and after', async () => {
    const coupon = await defineCoupon({ cap: 2 });
    const order = (await book(0, coupon.code)).json<Order>();
    await book(1, coupon.code);
    expect((await book(0, coupon.code)).statusCode).toBe(409);
    const used = await auditOf(coupon.code, 'coupon.used');
    expect(used).toHaveLength(2);
    const first = used.find((a) => (a.after as { oid: string }).oid === order.oid)!;
    expect(first).toMatchObject({ actorUserId: students[0]!.user.id, actorEmail: students[0]!.user.email });
    expect(first.before).toEqual({ uses: 0 });
    expect(first.after).toEqual({ uses: 1, cap: 2, oid: order.oid, discount: 1200 });
    expect(used.map((a) => (a.after as { uses: number }).uses).sort()).toEqual([1, 2]);
  });
});

describe('a coupon limited per student', () => {
  const price = (user: TestUser, code: string) =>
    send(t.app, user, { method: 'GET', url: `/api/coupons/${code}/price?cid=manual-car` });
  /** A student of their own, with an NID upload to book with. */
  async function newStudent() {
    const user = await createUser(t, 'student');
    return { user, nid: await uploadNid(t, user) };
  }
  const bookAs = (s: { user: TestUser; nid: string }, coupon: string) =>
    putOrder(t, s.user, bookingBody('manual-car', s.nid, { idempotencyKey: crypto.randomUUID(), coupon }));

  it('is once per student unless the owner says more; the owner sets it, and 0 or a fraction is refused', async () => {
    const plain = await defineCoupon();
    expect(plain.perStudent).toBe(1);
    const thrice = await defineCoupon({ perStudent: 3 });
    expect(thrice.perStudent).toBe(3);
    for (const perStudent of [0, 1.5, '2', 1001]) {
      const res = await postCoupon(owner, couponBody({ perStudent }));
      expect(res.statusCode, String(perStudent)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { perStudent: expect.any(String) } });
    }
  });

  it('20 bookings by one student sent at once with a once-per-student coupon: one gets it, and one use is spent', async () => {
    const coupon = await defineCoupon({ cap: 50 });
    const student = await newStudent();
    const responses = await Promise.all(Array.from({ length: 20 }, () => bookAs(student, coupon.code)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(409)]);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'COUPON_ALREADY_USED', fields: { coupon: expect.any(String) } });
    expect(await usesOf(coupon.code)).toBe(1);
    const theirs = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, student.user.id), eq(orders.cupon, coupon.code)));
    expect(theirs).toHaveLength(1);
    // Another student still gets it.
    expect((await bookAs(await newStudent(), coupon.code)).statusCode).toBe(201);
    expect(await usesOf(coupon.code)).toBe(2);
  });

  it('20 bookings by one student sent at once with a three-per-student coupon: three get it, each with its audit record', async () => {
    const coupon = await defineCoupon({ cap: 50, perStudent: 3 });
    const student = await newStudent();
    const responses = await Promise.all(Array.from({ length: 20 }, () => bookAs(student, coupon.code)));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array(17).fill(409)]);
    for (const r of responses.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'COUPON_ALREADY_USED', fields: { coupon: expect.any(String) } });
    expect(await usesOf(coupon.code)).toBe(3);
    const theirs = await t.database.db.select().from(orders).where(eq(orders.userId, student.user.id));
    expect(theirs.map((o) => o.discount)).toEqual([PRICE / 10, PRICE / 10, PRICE / 10]);
    const spent = await t.database.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'coupon.used'), eq(auditLog.entityId, coupon.code)));
    expect(spent.map((r) => (r.after as { uses: number }).uses).sort()).toEqual([1, 2, 3]);
    expect(spent.map((r) => (r.after as { oid: string }).oid).sort()).toEqual(theirs.map((o) => o.oid).sort());
  });

  it('twice per student: a third booking is refused, the price check says so first; others are not affected', async () => {
    const coupon = await defineCoupon({ perStudent: 2 });
    const student = await newStudent();
    expect((await bookAs(student, coupon.code)).statusCode).toBe(201);
    expect((await price(student.user, coupon.code)).statusCode).toBe(200);
    expect((await bookAs(student, coupon.code)).statusCode).toBe(201);
    const preview = await price(student.user, coupon.code);
    expect(preview.statusCode).toBe(409);
    expect(preview.json()).toMatchObject({ code: 'COUPON_ALREADY_USED' });
    const third = await bookAs(student, coupon.code);
    expect(third.json()).toMatchObject({ code: 'COUPON_ALREADY_USED' });
    // The refused booking stored nothing and spent nothing.
    expect(await usesOf(coupon.code)).toBe(2);
    const someoneElse = await newStudent();
    expect((await price(someoneElse.user, coupon.code)).statusCode).toBe(200);
    // The same student books without it as before.
    const plain = await putOrder(
      t,
      student.user,
      bookingBody('manual-car', student.nid, { idempotencyKey: crypto.randomUUID() }),
    );
    expect(plain.statusCode).toBe(201);
  });
});
