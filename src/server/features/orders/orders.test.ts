import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { courses, orders, profiles } from '#server/db/schema/index.ts';
import type { Order } from '#shared/schemas/order.ts';
import { multipart, nextIp, send, sendUpload } from '#server/test/http.ts';
import { clientAddress, takeToken } from '#server/lib/rate-limit.ts';
import { RULES } from '#server/lib/rate-limit-policy.ts';
import { addCourse, bookingBody, deleteAs, getAs, putOrder, tomorrow, uploadNid } from '#server/test/orders.ts';

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let teacher: TestUser;
let admin: TestUser;
let ownerNid: string;
let otherNid: string;

beforeAll(async () => {
  t = await createTestApp();
  [owner, other, teacher, admin] = [
    await createUser(t, 'student'),
    await createUser(t, 'student'),
    await createUser(t, 'teacher'),
    await createUser(t, 'admin'),
  ];
  await addCourse(t, 'manual-car', 12000);
  await addCourse(t, 'scooter', 6000);
  ownerNid = await uploadNid(t, owner);
  otherNid = await uploadNid(t, other);
});
afterAll(async () => {
  await t?.close();
});

async function book(user: TestUser, nid: string, extra: Record<string, unknown> = {}, cid = 'manual-car') {
  const res = await putOrder(t, user, bookingBody(cid, nid, { idempotencyKey: crypto.randomUUID(), ...extra }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Order>();
}

async function orderCount(): Promise<number> {
  return (await t.database.db.select().from(orders)).length;
}

describe('PUT /api/order: booking', () => {
  it('books for the caller: server-made OID, pending, the session user, a course snapshot', async () => {
    const order = await book(owner, ownerNid);
    expect(order.oid).toMatch(/^OID\d{8}$/);
    const n = Number(order.oid.slice(3));
    expect(n).toBeGreaterThanOrEqual(10_000_000);
    expect(n).toBeLessThanOrEqual(99_999_999);
    expect(order.status).toBe('pending');
    expect(order.email).toBe(owner.email.toLowerCase());
    expect(order.sid).toBe(owner.sid);
    expect(order.user?.sid).toBe(owner.sid);
    expect(order.image).toBe(ownerNid);
    expect(order.phone2).toBe('01812345678'); // +88 dropped: one stored form
    expect(order.cupon).toBeNull();
    expect(order.course).toEqual({
      cid: 'manual-car',
      title: 'Course manual-car',
      // No Bengali title or duration given: pages show the English ones.
      titleBn: '',
      price: 12000,
      image: '/images/courses/manual-car.svg',
      duration: '1 Month',
      durationBn: '',
      lesson: 20,
    });
  });

  it('ignores what the body says about status, OID and user, and refuses another e-mail or SID', async () => {
    const order = await book(owner, ownerNid, {
      status: 'completed',
      oid: 'OID12345678',
      user: { email: other.email },
      cupon: 'EID2026',
    });
    expect(order.status).toBe('pending');
    expect(order.oid).not.toBe('OID12345678');
    expect(order.email).toBe(owner.email.toLowerCase());
    expect(order.cupon).toBe('EID2026');

    const before = await orderCount();
    const asOther = await putOrder(t, owner, bookingBody('manual-car', ownerNid, { email: other.email }));
    expect(asOther.statusCode).toBe(403);
    const otherSid = await putOrder(t, owner, bookingBody('manual-car', ownerNid, { sid: other.sid }));
    expect(otherSid.statusCode).toBe(403);
    // Their own e-mail and SID, as the old client sent them, are fine.
    const own = await putOrder(
      t,
      owner,
      bookingBody('manual-car', ownerNid, { email: owner.email.toUpperCase(), sid: owner.sid, address: 'Own data' }),
    );
    expect(own.statusCode).toBe(201);
    expect(await orderCount()).toBe(before + 1);
  });

  it('keeps the snapshot when the course changes later', async () => {
    const order = await book(owner, ownerNid, {}, 'scooter');
    await t.database.db.update(courses).set({ price: 9999, title: 'Renamed' }).where(eq(courses.cid, 'scooter'));
    const res = await getAs(t, owner, `/api/oneOrder/${order.oid}`);
    expect(res.json<Order>().course).toMatchObject({ title: 'Course scooter', price: 6000 });
    await t.database.db.update(courses).set({ price: 6000, title: 'Course scooter' }).where(eq(courses.cid, 'scooter'));
  });

  it('is idempotent: the same key (body field or header) returns the same order with 200', async () => {
    const key = crypto.randomUUID();
    const first = await putOrder(t, owner, bookingBody('manual-car', ownerNid, { idempotencyKey: key }));
    const again = await putOrder(t, owner, bookingBody('manual-car', ownerNid, { idempotencyKey: key }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<Order>().oid).toBe(first.json<Order>().oid);

    const hkey = crypto.randomUUID();
    const h1 = await putOrder(t, owner, bookingBody('manual-car', ownerNid), { headers: { 'idempotency-key': hkey } });
    const h2 = await putOrder(t, owner, bookingBody('manual-car', ownerNid), { headers: { 'idempotency-key': hkey } });
    expect([h1.statusCode, h2.statusCode]).toEqual([201, 200]);
    expect(h2.json<Order>().oid).toBe(h1.json<Order>().oid);

    // Another student using the same key gets their own order.
    const theirs = await putOrder(t, other, bookingBody('manual-car', otherNid, { idempotencyKey: key }));
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<Order>().oid).not.toBe(first.json<Order>().oid);
  });

  it('a retry of a stored booking gets its order back even when the address has no bookings left', async () => {
    const ip = nextIp();
    const body = bookingBody('manual-car', ownerNid, { idempotencyKey: crypto.randomUUID() });
    const put = (payload: unknown) =>
      send(t.app, owner, {
        method: 'PUT',
        url: '/api/order',
        payload: payload as Record<string, unknown>,
        remoteAddress: ip,
      });
    const first = await put(body);
    expect(first.statusCode, first.body).toBe(201);
    // The address's other bookings are spent (a class booking behind one connection, say).
    const bucket = RULES.bookingsPerAddress;
    for (let i = 0; i < bucket.max; i++) await takeToken(t.database.db, bucket, clientAddress(ip));
    const refusedKey = crypto.randomUUID();
    const another = await put({ ...body, idempotencyKey: refusedKey });
    expect(another.statusCode).toBe(429);
    // The refused booking wrote nothing: its statement books only when the token was given.
    const refused = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, refusedKey));
    expect(refused).toHaveLength(0);
    // The student's phone lost the first answer and sends the booking again: it is stored, here it is.
    const retry = await put(body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json<Order>().oid).toBe(first.json<Order>().oid);
  });

  it('without a key, the same booking sent twice is one order; a different one is another', async () => {
    const body = bookingBody('manual-car', ownerNid, { address: `Keyless ${Date.now()}` });
    const a = await putOrder(t, owner, body);
    const b = await putOrder(t, owner, body);
    expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
    expect(b.json<Order>().oid).toBe(a.json<Order>().oid);
    const c = await putOrder(t, owner, { ...body, phone2: '01512345678' });
    expect(c.statusCode).toBe(201);
    expect(c.json<Order>().oid).not.toBe(a.json<Order>().oid);
  });

  it('lets any signed-in role book for themselves; anonymous gets 401', async () => {
    expect((await putOrder(t, null, bookingBody('manual-car', ownerNid))).statusCode).toBe(401);
    const teacherNid = await uploadNid(t, teacher);
    const tOrder = await book(teacher, teacherNid);
    expect(tOrder.email).toBe(teacher.email.toLowerCase());
    const adminNid = await uploadNid(t, admin);
    const aOrder = await book(admin, adminNid);
    expect(aOrder.sid).toBe(admin.sid);
  });

  it("refuses an NID image that is not the caller's own private upload", async () => {
    const before = await orderCount();
    const cases = [
      otherNid, // another student's private upload
      await uploadNid(t, owner, 'public'), // the caller's, but public
      '/files/private/00000000-0000-0000-0000-000000000000.jpg', // no such upload
      'https://i.ibb.co/abc/nid.jpg', // the old image host
    ];
    for (const image of cases) {
      const res = await putOrder(t, owner, bookingBody('manual-car', image));
      expect(res.statusCode, image).toBe(400);
      expect(res.json().fields.image).toMatch(/private uploads/);
    }
    expect(await orderCount()).toBe(before);
  });
});

describe('PUT /api/order: phones as people type them', () => {
  it.each([
    '017-1234-5678',
    '+880 1712 345678',
    '8801712345678',
    '০১৭১২-৩৪৫৬৭৮',
    '(017) 1234.5678',
    '+88 01712-345678',
  ])('stores %s as 01712345678, in every phone field', async (typed) => {
    const order = await book(owner, ownerNid, { phone1: typed, phone2: typed, emergency: typed });
    expect(order).toMatchObject({ phone1: '01712345678', phone2: '01712345678', emergency: '01712345678' });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.oid, order.oid));
    expect(row).toMatchObject({ phone1: '01712345678', phone2: '01712345678', emergency: '01712345678' });
  });

  it('the second phone may be left out: empty, null or absent is stored as null', async () => {
    for (const phone2 of ['', '  ', null, undefined]) {
      const order = await book(owner, ownerNid, { phone2 });
      expect(order.phone2, String(phone2)).toBeNull();
      const [row] = await t.database.db.select().from(orders).where(eq(orders.oid, order.oid));
      expect(row!.phone2).toBeNull();
    }
  });

  it('an admin edit normalises the phones the same way and may clear the second one', async () => {
    const order = await book(owner, ownerNid);
    const { course: _course, image: _image, ...fields } = bookingBody('manual-car', ownerNid);
    const edit = { ...fields, status: 'pending', phone1: '+880 1812 345678', phone2: '', emergency: '০১৯১২-৩৪৫৬৭৮' };
    const res = await putOrder(t, admin, edit, { oid: order.oid });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Order>()).toMatchObject({ phone1: '01812345678', phone2: null, emergency: '01912345678' });
  });

  it('refuses a number that is not a Bangladeshi mobile with VALIDATION_FAILED and the field', async () => {
    const before = await orderCount();
    const res = await putOrder(t, owner, bookingBody('manual-car', ownerNid, { phone1: '+1 212 555 0100' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { phone1: 'Enter a Bangladeshi mobile number: 01XXXXXXXXX (optionally with +88).' },
    });
    expect(await orderCount()).toBe(before);
  });
});

describe('PUT /api/order: invalid bodies create nothing', () => {
  it('answers 400 with a message per field for missing fields', async () => {
    const before = await orderCount();
    const res = await putOrder(t, owner, {});
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    for (const f of ['name', 'phone1', 'fname', 'mname', 'address', 'emergency', 'sdate', 'image', 'course'])
      expect(body.fields[f], f).toBeTruthy();
    expect(body.fields.cupon).toBeUndefined(); // optional
    expect(body.fields.phone2).toBeUndefined(); // optional
    expect(body.fields.dob).toBeUndefined(); // optional for the API
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['phone1', { phone1: '12345' }, /Bangladeshi mobile/],
    ['phone1', { phone1: '01212345678' }, /Bangladeshi mobile/], // no operator 2
    ['phone2', { phone2: '+91 9812345678' }, /Bangladeshi mobile/],
    ['emergency', { emergency: '017123456789' }, /Bangladeshi mobile/],
    ['phone1', { phone1: '+88 1712345678' }, /Bangladeshi mobile/], // country code, no number behind it
    ['phone1', { phone1: '017+12345678' }, /Bangladeshi mobile/], // a + only in front
    ['phone2', { phone2: '01712 34567x' }, /Bangladeshi mobile/],
    ['emergency', { emergency: '০১২১২৩৪৫৬৭৮' }, /Bangladeshi mobile/], // Bengali digits, no operator 2
    ['dob', { dob: '2999-01-01' }, /date of birth/],
    ['dob', { dob: '30/06/2004' }, /date of birth/],
    ['sdate', { sdate: '2020-01-01' }, /cannot be in the past/],
    ['sdate', { sdate: '2030-02-30' }, /real date/],
    ['sdate', { sdate: 'tomorrow' }, /real date/],
    ['sdate', { sdate: '2999-01-01' }, /two years/],
    ['name', { name: '   ' }, /required/],
    ['name', { name: 'x'.repeat(101) }, /too long/],
    ['address', { address: 'a\u0000b' }, /not allowed/],
    ['name', { name: 'Nusrat\u202Egpj.exe' }, /not allowed/],
    ['fname', { fname: 'Abdul\u200BKarim' }, /not allowed/],
    ['cupon', { cupon: 'c'.repeat(41) }, /too long/],
    ['course.cid', { course: { cid: '' } }, /course/],
    ['name', { name: 42 }, /required/],
  ])('refuses a bad %s', async (field, patch, message) => {
    const before = await orderCount();
    const res = await putOrder(t, owner, bookingBody('manual-car', ownerNid, patch));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields[field]).toMatch(message);
    expect(await orderCount()).toBe(before);
  });

  it('answers 404 COURSE_NOT_FOUND for an unknown course', async () => {
    const before = await orderCount();
    const res = await putOrder(t, owner, bookingBody('no-such-course', ownerNid));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('COURSE_NOT_FOUND');
    expect(await orderCount()).toBe(before);
  });

  it('answers 413 for a 1 MB string and 415 for a body that is not JSON', async () => {
    const before = await orderCount();
    const huge = await putOrder(t, owner, bookingBody('manual-car', ownerNid, { address: 'x'.repeat(1024 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('PAYLOAD_TOO_LARGE');
    const text = await putOrder(t, owner, 'name=x', { headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const form = multipart(Buffer.from('hello'), 'nid.png', 'image/png');
    const multi = await putOrder(t, owner, form.payload, { headers: form.headers });
    expect(multi.statusCode).toBe(415);
    const notJson = await putOrder(t, owner, '{"name":', { headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBe(400);
    const array = await putOrder(t, owner, [1, 2, 3]);
    expect(array.statusCode).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it('refuses a non-image NID file with 415 at upload, so no booking can point to it', async () => {
    const form = multipart(Buffer.from('%PDF-1.4 not an image'), 'nid.png', 'image/png');
    const res = await sendUpload(t.app, owner, 'private', form);
    expect(res.statusCode).toBe(415);
  });

  it('refuses a malformed idempotency key', async () => {
    const res = await putOrder(t, owner, bookingBody('manual-car', ownerNid), {
      headers: { 'idempotency-key': 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.idempotencyKey).toBeTruthy();
  });
});

describe('PUT /api/order?oid=: editing', () => {
  it('is for admins only: anonymous 401; owner, another student and a teacher 403', async () => {
    const order = await book(owner, ownerNid);
    const edit = { ...bookingBody('manual-car', ownerNid), status: 'completed', name: 'Hijacked' };
    expect((await putOrder(t, null, edit, { oid: order.oid })).statusCode).toBe(401);
    for (const u of [owner, other, teacher]) {
      const res = await putOrder(t, u, edit, { oid: order.oid });
      expect(res.statusCode, u.role).toBe(403);
    }
    const after = await getAs(t, owner, `/api/oneOrder/${order.oid}`);
    expect(after.json<Order>()).toMatchObject({ status: 'pending', name: 'Nusrat Jahan' });
  });

  it('lets an admin change the form fields; course, OID, user and NID image stay', async () => {
    const order = await book(owner, ownerNid);
    const res = await putOrder(
      t,
      admin,
      {
        name: 'Nusrat J.',
        status: 'running',
        phone1: '01311111111',
        phone2: '01422222222',
        address: 'New address',
        fname: 'F',
        mname: 'M',
        emergency: '01633333333',
        sdate: '2024-01-15', // a course that already started can still be corrected
        cupon: 'X1',
        course: { cid: 'scooter' },
        oid: 'OID99999999',
        email: admin.email,
        image: otherNid,
      },
      { oid: order.oid },
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Order>();
    expect(saved).toMatchObject({
      oid: order.oid,
      name: 'Nusrat J.',
      status: 'running',
      phone1: '01311111111',
      sdate: '2024-01-15',
      cupon: 'X1',
      email: order.email,
      sid: order.sid,
      image: ownerNid,
      course: order.course,
    });
  });

  it('validates the edit: status must be one of the three, phones Bangladeshi', async () => {
    const order = await book(owner, ownerNid);
    const base = {
      name: 'A',
      status: 'Subject',
      phone1: '01711111111',
      phone2: '0171',
      address: 'a',
      fname: 'f',
      mname: 'm',
      emergency: '01711111111',
      sdate: tomorrow(),
    };
    const res = await putOrder(t, admin, base, { oid: order.oid });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['phone2', 'status']);
  });

  it("a student who sends another student's OID with a booking gets 403, never an edit", async () => {
    const theirs = await book(other, otherNid);
    const res = await putOrder(t, owner, bookingBody('manual-car', ownerNid), { oid: theirs.oid });
    expect(res.statusCode).toBe(403);
    const check = await getAs(t, other, `/api/oneOrder/${theirs.oid}`);
    expect(check.json<Order>().name).toBe('Nusrat Jahan');
    expect(check.json<Order>().image).toBe(otherNid);
  });

  it('an unknown OID (as old clients made up) is a booking with a server-made OID', async () => {
    const res = await putOrder(t, owner, bookingBody('manual-car', ownerNid, { idempotencyKey: crypto.randomUUID() }), {
      oid: 'OID10000001',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Order>().oid).toMatch(/^OID\d{8}$/);
  });
});

describe('GET /api/allOrder', () => {
  it('anonymous 401', async () => {
    expect((await getAs(t, null, '/api/allOrder')).statusCode).toBe(401);
  });

  it('gives a student and a teacher only their own orders, whatever e-mail they ask for', async () => {
    await book(other, otherNid);
    for (const u of [owner, other, teacher]) {
      const res = await getAs(t, u, '/api/allOrder');
      expect(res.statusCode).toBe(200);
      const list = res.json<Order[]>();
      expect(list.every((o) => o.email === u.email.toLowerCase())).toBe(true);
      expect(Number(res.headers['x-total-count'])).toBe(list.length);
    }
    expect((await getAs(t, owner, `/api/allOrder?email=${encodeURIComponent(owner.email)}`)).statusCode).toBe(200);
    const snoop = await getAs(t, owner, `/api/allOrder?email=${encodeURIComponent(other.email)}`);
    expect(snoop.statusCode).toBe(403);
    const teacherSnoop = await getAs(t, teacher, `/api/allOrder?email=${encodeURIComponent(owner.email)}`);
    expect(teacherSnoop.statusCode).toBe(403);
  });

  it('gives an admin every order, searchable by e-mail, paged on the server', async () => {
    const all = await getAs(t, admin, '/api/allOrder');
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(await orderCount());
    const emails = new Set(all.json<Order[]>().map((o) => o.email));
    expect(emails.has(owner.email.toLowerCase()) && emails.has(other.email.toLowerCase())).toBe(true);

    const mine = await getAs(t, admin, `/api/allOrder?email=${encodeURIComponent(other.email.toUpperCase())}`);
    const list = mine.json<Order[]>();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((o) => o.email === other.email.toLowerCase())).toBe(true);

    const page1 = await getAs(t, admin, '/api/allOrder?page=1&limit=2');
    const page2 = await getAs(t, admin, '/api/allOrder?page=2&limit=2');
    expect(page1.json<Order[]>()).toHaveLength(2);
    expect(Number(page1.headers['x-total-count'])).toBe(total);
    const ids = [...page1.json<Order[]>(), ...page2.json<Order[]>()].map((o) => o.oid);
    expect(new Set(ids).size).toBe(ids.length);

    expect((await getAs(t, admin, '/api/allOrder?email=not-an-email')).statusCode).toBe(400);
    expect((await getAs(t, admin, '/api/allOrder?limit=100000')).statusCode).toBe(400);
  });
});

describe('GET /api/oneOrder/{id}', () => {
  it('is for the owner and admins: anonymous 401, another student and a teacher 403', async () => {
    const order = await book(owner, ownerNid);
    const url = `/api/oneOrder/${order.oid}`;
    expect((await getAs(t, null, url)).statusCode).toBe(401);
    expect((await getAs(t, other, url)).statusCode).toBe(403);
    expect((await getAs(t, teacher, url)).statusCode).toBe(403);
    expect((await getAs(t, owner, url)).json<Order>().oid).toBe(order.oid);
    expect((await getAs(t, admin, url)).json<Order>().oid).toBe(order.oid);
    expect((await getAs(t, owner, '/api/oneOrder/OID00000000')).statusCode).toBe(404);
    expect((await getAs(t, owner, '/api/oneOrder/not-an-oid')).statusCode).toBe(400);
  });

  it("shows the card's student data from the profile when there is one", async () => {
    const order = await book(other, otherNid);
    const url = `/api/oneOrder/${order.oid}`;
    const before = (await getAs(t, other, url)).json<Order>();
    expect(before.user).toMatchObject({ sid: other.sid, nid: null, dob: null });
    await t.database.db.insert(profiles).values({
      userId: other.id,
      sid: other.sid,
      name: 'Profile Name',
      email: other.email,
      phone: '01700000000',
      image: '/files/public/11111111-1111-1111-1111-111111111111.jpg',
      nid: '1234567890',
      emergency: '01700000001',
      preaddress: 'a',
      peraddress: 'b',
      dob: '2000-05-01',
    });
    const after = (await getAs(t, other, url)).json<Order>();
    expect(after.user).toMatchObject({
      sid: other.sid,
      nid: '1234567890',
      dob: '2000-05-01',
      image: '/files/public/11111111-1111-1111-1111-111111111111.jpg',
    });
  });
});

describe('the NID image of an order', () => {
  it('is served to its owner and admins only', async () => {
    const order = await book(owner, ownerNid);
    const get = (u: TestUser | null) => getAs(t, u, order.image);
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(other)).statusCode).toBe(403);
    expect((await get(teacher)).statusCode).toBe(403);
    expect((await get(owner)).statusCode).toBe(200);
    expect((await get(admin)).statusCode).toBe(200);
  });
});

describe('DELETE /api/deleteOneOrder/{id}', () => {
  it('is for admins only, and takes the NID image with it when nothing else uses it', async () => {
    const nid = await uploadNid(t, owner);
    const order = await book(owner, nid);
    const url = `/api/deleteOneOrder/${order.oid}`;
    expect((await deleteAs(t, null, url)).statusCode).toBe(401);
    for (const u of [owner, other, teacher]) expect((await deleteAs(t, u, url)).statusCode, u.role).toBe(403);
    expect((await getAs(t, owner, `/api/oneOrder/${order.oid}`)).statusCode).toBe(200);

    const res = await deleteAs(t, admin, url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await getAs(t, owner, `/api/oneOrder/${order.oid}`)).statusCode).toBe(404);
    expect((await getAs(t, admin, nid)).statusCode).toBe(404);
    expect((await deleteAs(t, admin, url)).statusCode).toBe(404);
    expect((await deleteAs(t, admin, '/api/deleteOneOrder/x')).statusCode).toBe(400);
  });

  it('keeps an NID image another order still uses', async () => {
    const a = await book(owner, ownerNid);
    await book(owner, ownerNid);
    expect((await deleteAs(t, admin, `/api/deleteOneOrder/${a.oid}`)).statusCode).toBe(200);
    expect((await getAs(t, owner, ownerNid)).statusCode).toBe(200);
  });

  it('needs a same-site origin with the session cookie', async () => {
    const order = await book(owner, ownerNid);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/deleteOneOrder/${order.oid}`,
      headers: { cookie: admin.cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await getAs(t, owner, `/api/oneOrder/${order.oid}`)).statusCode).toBe(200);
  });
});
