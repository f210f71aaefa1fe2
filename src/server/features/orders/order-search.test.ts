import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { orders } from '#server/db/schema/index.ts';
import type { Order, OrderCounts } from '#shared/schemas/order.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { addCourse, bookingBody, getAs, putOrder, uploadNid } from '#server/test/orders.ts';

let t: TestSchool;
let admin: TestUser;
let student: TestUser;
let rumana: Order;
let karim: Order;
let jahid: Order;

beforeAll(async () => {
  t = await createTestSchool();
  ({ admin, student } = t);
  const other = await createUser(t, 'student');
  await addCourse(t, 'manual-car');
  await addCourse(t, 'scooter');
  const book = async (user: TestUser, fields: Record<string, unknown>, cid = 'manual-car') => {
    const nid = await uploadNid(t, user);
    const res = await putOrder(t, user, bookingBody(cid, nid, { idempotencyKey: crypto.randomUUID(), ...fields }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Order>();
  };
  rumana = await book(student, { name: 'Rumana Akter', phone1: '01712345678', phone2: '' });
  karim = await book(other, { name: 'Abdul Karim', phone1: '01898765432', phone2: '01512121212' }, 'scooter');
  jahid = await book(other, {
    name: 'Jahid Hasan',
    phone1: '01911223344',
    phone2: '',
    sdate: addDays(todayInDhaka(), 20),
  });
  await t.database.db.update(orders).set({ status: 'running' }).where(eq(orders.oid, karim.oid));
});
afterAll(async () => {
  await t?.close();
});

async function search(query: string, user: TestUser = admin) {
  const res = await getAs(t, user, `/api/allOrder?page=1&limit=10&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { oids: res.json<Order[]>().map((o) => o.oid), total: Number(res.headers['x-total-count']) };
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /api/allOrder: one search box for the office', () => {
  it('finds an order by its phone in any spelling: Bengali digits and dashes, +880 with spaces, a part', async () => {
    for (const typed of ['০১৭১২-৩৪৫৬৭৮', '+880 1712 345678', '8801712345678', '017-1234-5678', '345678']) {
      expect((await search(q(typed))).oids, typed).toEqual([rumana.oid]);
    }
    // The second phone counts too.
    expect((await search(q('01512-121212'))).oids).toEqual([karim.oid]);
  });

  it('finds an order by OID and by SID, in any case, and by part of the name or e-mail', async () => {
    expect((await search(q(rumana.oid.toLowerCase()))).oids).toEqual([rumana.oid]);
    expect((await search(q(karim.sid))).oids.sort()).toEqual([karim.oid, jahid.oid].sort());
    expect((await search(q('karim'))).oids).toEqual([karim.oid]);
    // Typed on a Bengali keyboard: the same order.
    const bengali = (id: string) => id.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    expect((await search(q(bengali(rumana.oid)))).oids).toEqual([rumana.oid]);
    expect((await search(q(bengali(karim.sid).toLowerCase()))).oids.sort()).toEqual([karim.oid, jahid.oid].sort());
    expect((await search(q(student.email.slice(0, 12)))).oids).toEqual([rumana.oid]);
  });

  it('takes LIKE wildcards literally: "%" finds nothing rather than everything', async () => {
    expect((await search(q('%'))).total).toBe(0);
    expect((await search(q('_'))).total).toBe(0);
  });

  it('narrows by status, course and start date; the total follows', async () => {
    expect(await search('status=running')).toEqual({ oids: [karim.oid], total: 1 });
    expect((await search('status=pending')).oids.sort()).toEqual([rumana.oid, jahid.oid].sort());
    expect((await search('course=scooter')).oids).toEqual([karim.oid]);
    const far = addDays(todayInDhaka(), 10);
    expect((await search(`from=${far}`)).oids).toEqual([jahid.oid]);
    expect((await search(`to=${far}`)).oids.sort()).toEqual([rumana.oid, karim.oid].sort());
    expect(await search(`status=pending&${q('karim')}`)).toEqual({ oids: [], total: 0 });
  });

  it('sorts by name, start date and status in either direction', async () => {
    expect((await search('sort=name')).oids).toEqual([karim.oid, jahid.oid, rumana.oid]);
    expect((await search('sort=-name')).oids).toEqual([rumana.oid, jahid.oid, karim.oid]);
    expect((await search('sort=-sdate')).oids[0]).toBe(jahid.oid);
    // pending before running before completed
    expect((await search('sort=status')).oids.at(-1)).toBe(karim.oid);
    expect((await search('sort=-status')).oids[0]).toBe(karim.oid);
  });

  it('refuses an unknown sort, status or a date that is not a day with 400', async () => {
    for (const bad of ['sort=price', 'status=paid', 'from=2026-02-30', 'from=tomorrow']) {
      const res = await getAs(t, admin, `/api/allOrder?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('never lets a student search beyond their own orders', async () => {
    expect((await search(q(karim.oid), student)).oids).toEqual([]);
    expect((await search(q('rumana'), student)).oids).toEqual([rumana.oid]);
  });
});

describe('GET /api/allOrder/counts', () => {
  async function counts(query = '', user: TestUser = admin) {
    const res = await getAs(t, user, `/api/allOrder/counts?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OrderCounts>();
  }

  it('counts the matching orders by status, ignoring the status filter itself', async () => {
    expect(await counts()).toEqual({ total: 3, pending: 2, running: 1, completed: 0 });
    expect(await counts('status=running')).toEqual({ total: 3, pending: 2, running: 1, completed: 0 });
    expect(await counts(q('০১৭১২৩৪৫৬৭৮'))).toEqual({ total: 1, pending: 1, running: 0, completed: 0 });
    expect(await counts('course=scooter')).toEqual({ total: 1, pending: 0, running: 1, completed: 0 });
  });

  it('gives a student the counts of their own orders only, and anonymous callers 401', async () => {
    expect(await counts('', student)).toEqual({ total: 1, pending: 1, running: 0, completed: 0 });
    expect((await getAs(t, null, '/api/allOrder/counts')).statusCode).toBe(401);
  });
});
