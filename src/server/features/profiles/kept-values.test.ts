import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { send, uploadAs } from '#server/test/http.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { orders, profiles } from '#server/db/schema/index.ts';
import { profileBody } from '#server/test/profiles.ts';
import { bookOrder } from '#server/test/payments.ts';
import { addCourse } from '#server/test/orders.ts';

/**
 * Values the old site's import kept as written (a landline as the emergency contact, an NID of the
 * wrong length, a date of birth that is no date, no photo; a landline on an order) stay savable:
 * saving the record without changing them is accepted, changing one to a new wrong value is still
 * refused with the field's usual error.
 */

let t: TestApp;
let student: TestUser;
let fresh: TestUser;
let admin: TestUser;

/**
 * The profile as the import wrote it for an old student: no photo, and an emergency landline, a
 * short NID and a date in words that the old site took and today's form would refuse.
 */
const IMPORTED = profileBody('', { emergency: '041-723456', nid: '12345', dob: '15th June' });

const putProfile = (user: TestUser, body: object) =>
  send(t.app, user, { method: 'PUT', url: '/api/profile', payload: body });

beforeAll(async () => {
  t = await createTestApp();
  [student, fresh, admin] = [
    await createUser(t, 'student'),
    await createUser(t, 'student'),
    await createUser(t, 'admin'),
  ];
  await t.database.db
    .insert(profiles)
    .values({ ...IMPORTED, userId: student.id, sid: student.sid, email: student.email, status: 'Verified' });
  await addCourse(t, 'kept-car', 8000);
});
afterAll(async () => {
  await t?.close();
});

describe('a profile with values kept as written', () => {
  it('saves with them unchanged: only the changed field changes', async () => {
    const res = await putProfile(student, { ...IMPORTED, preaddress: 'Sonadanga, Khulna' });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, student.id));
    expect(row).toMatchObject({ ...IMPORTED, preaddress: 'Sonadanga, Khulna' });
  });

  it('refuses a new wrong value with the field’s usual error, as for anyone', async () => {
    const wrong = { emergency: '041-999999', nid: '999', dob: 'yesterday' };
    const mine = await putProfile(student, { ...IMPORTED, ...wrong });
    expect(mine.statusCode).toBe(400);
    // The same body from a student without a stored profile: the errors must be the same.
    const photo = await uploadAs(t.app, fresh, 'public');
    const theirs = await putProfile(fresh, { ...profileBody(photo), ...wrong });
    expect(theirs.statusCode).toBe(400);
    const errors = (r: typeof mine) => {
      const body = r.json<{ code: string; fields: Record<string, string>; fieldCodes?: Record<string, unknown> }>();
      return {
        code: body.code,
        fields: { emergency: body.fields.emergency, nid: body.fields.nid, dob: body.fields.dob },
        codes: body.fieldCodes && { emergency: body.fieldCodes.emergency, nid: body.fieldCodes.nid },
      };
    };
    expect(errors(mine)).toEqual(errors(theirs));
    expect(errors(mine).fields.emergency).toMatch(/must be a Bangladeshi mobile number/);
  });

  it('takes a corrected value in the usual stored form', async () => {
    const res = await putProfile(student, { ...IMPORTED, emergency: '+880 1812-345678' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ emergency: string; nid: string }>()).toMatchObject({ emergency: '01812345678', nid: '12345' });
    // Now the landline is gone: sending it again is a new wrong value.
    const back = await putProfile(student, { ...IMPORTED });
    expect(back.statusCode).toBe(400);
    expect(back.json<{ fields: Record<string, string> }>().fields.emergency).toMatch(/Bangladeshi mobile/);
  });
});

describe('an order with phones kept as written', () => {
  it('an admin edit (or the next-status button) that leaves them is saved; a new wrong phone is refused', async () => {
    const order = await bookOrder(t, fresh, 'kept-car');
    await t.database.db
      .update(orders)
      .set({ phone1: '041-723456', emergency: '02-9876543' })
      .where(eq(orders.oid, order.oid));
    const body = {
      name: order.name,
      status: 'running',
      phone1: '041-723456',
      phone2: order.phone2 ?? '',
      address: order.address,
      fname: order.fname,
      mname: order.mname,
      emergency: '02-9876543',
      sdate: order.sdate,
      cupon: order.cupon ?? '',
    };
    const edit = (payload: object) =>
      send(t.app, admin, { method: 'PUT', url: `/api/order?oid=${order.oid}`, payload });
    const ok = await edit(body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ status: string; phone1: string }>()).toMatchObject({ status: 'running', phone1: '041-723456' });
    const refused = await edit({ ...body, phone1: '041-000000' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: Record<string, string> }>().fields)).toEqual(['phone1']);
  });
});
