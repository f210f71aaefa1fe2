import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { sessionHeaders, uploadAs } from '#server/test/http.ts';
import { createAccountCallers, createUser, type TestUser } from '#server/test/users.ts';
import { orders, profiles, users } from '#server/db/schema/index.ts';
import type { Profile, ProfileInput } from '#shared/schemas/profile.ts';
import { profileBody } from '#server/test/profiles.ts';

let t: TestSchool;
let owner: TestUser; // the student whose profile every call targets
let other: TestUser;
let teacher: TestUser;
let admin: TestUser;
let ownerImage: string;

const uploadPhoto = (user: TestUser, kind: 'public' | 'private' = 'public') => uploadAs(t.app, user, kind);

const headers = sessionHeaders;

function putProfile(caller: TestUser | undefined, body: object, sid?: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/profile${sid ? `?sid=${sid}` : ''}`,
    headers: headers(caller),
    payload: body,
  });
}

async function profileRowOf(userId: string) {
  const [row] = await t.database.db.select().from(profiles).where(eq(profiles.userId, userId));
  return row;
}

beforeAll(async () => {
  t = await createTestSchool();
  ({ owner, other, teacher, admin } = await createAccountCallers(t));
  ownerImage = await uploadPhoto(owner);
  const res = await putProfile(owner, profileBody(ownerImage));
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

type Caller = 'anonymous' | 'owner' | 'other student' | 'teacher' | 'admin';
const callers: Caller[] = ['anonymous', 'owner', 'other student', 'teacher', 'admin'];
const userOf = (c: Caller) => ({ anonymous: undefined, owner, 'other student': other, teacher, admin })[c];

describe('profile calls × callers', () => {
  const ownOrAdmin: Record<Caller, number> = {
    anonymous: 401,
    owner: 200,
    'other student': 403,
    teacher: 403,
    admin: 200,
  };
  const adminOnly: Record<Caller, number> = {
    anonymous: 401,
    owner: 403,
    'other student': 403,
    teacher: 403,
    admin: 200,
  };

  for (const caller of callers) {
    it(`PUT /profile?sid={owner} as ${caller} → ${ownOrAdmin[caller]}`, async () => {
      const before = await profileRowOf(owner.id);
      const res = await putProfile(userOf(caller), profileBody(ownerImage, { name: `Saved by ${caller}` }), owner.sid);
      expect(res.statusCode).toBe(ownOrAdmin[caller]);
      const after = await profileRowOf(owner.id);
      if (res.statusCode === 200) {
        expect(res.json<Profile>()).toMatchObject({ sid: owner.sid, email: owner.email, name: `Saved by ${caller}` });
        expect(after!.name).toBe(`Saved by ${caller}`);
      } else {
        expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
        expect(after!.name).toBe(before!.name);
      }
    });

    it(`GET /oneProfile/{owner} as ${caller} → ${ownOrAdmin[caller]}`, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/oneProfile/${owner.email}`,
        headers: headers(userOf(caller)),
      });
      expect(res.statusCode).toBe(ownOrAdmin[caller]);
      if (res.statusCode === 200) expect(res.json()).toMatchObject({ sid: owner.sid, nid: '1234567890' });
      else expect(res.body).not.toContain('1234567890');
    });

    it(`GET /oneProfileWithSid/{owner} as ${caller} → ${ownOrAdmin[caller]}`, async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/oneProfileWithSid/${owner.sid}`,
        headers: headers(userOf(caller)),
      });
      expect(res.statusCode).toBe(ownOrAdmin[caller]);
      if (res.statusCode === 200) expect(res.json()).toMatchObject({ sid: owner.sid, email: owner.email });
      else expect(res.body).not.toContain('1234567890');
    });

    it(`GET /allProfile as ${caller} → ${adminOnly[caller]}`, async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/allProfile', headers: headers(userOf(caller)) });
      expect(res.statusCode).toBe(adminOnly[caller]);
      if (res.statusCode === 200) expect(res.json<Profile[]>().map((p) => p.sid)).toContain(owner.sid);
      else expect(res.body).not.toContain('1234567890');
    });

    it(`DELETE /deleteOneProfile/{id} as ${caller} → ${adminOnly[caller]}`, async () => {
      // A profile of its own for each caller, so deleting one never disturbs the other tests.
      const victim = await createUser(t, 'student');
      const saved = await putProfile(victim, profileBody(await uploadPhoto(victim)));
      const id = saved.json<Profile>()._id;
      await t.database.db.insert(orders).values(orderFor(victim));
      // Here "owner" is the owner of the profile being deleted.
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/deleteOneProfile/${id}`,
        headers: headers(caller === 'owner' ? victim : userOf(caller)),
      });
      expect(res.statusCode).toBe(adminOnly[caller]);
      const left = await profileRowOf(victim.id);
      if (res.statusCode === 200) {
        expect(res.json()).toEqual({ acknowledged: true, deletedCount: 1 });
        expect(left).toBeUndefined();
      } else {
        expect(left?.id).toBe(id);
      }
      // The account and its orders stay, whoever asked.
      expect(await t.database.db.select().from(users).where(eq(users.id, victim.id))).toHaveLength(1);
      expect(await t.database.db.select().from(orders).where(eq(orders.userId, victim.id))).toHaveLength(1);
    });
  }
});

let orderCounter = 0;
function orderFor(u: TestUser): typeof orders.$inferInsert {
  return {
    oid: `OID${String(20_000_000 + ++orderCounter)}`,
    userId: u.id,
    sid: u.sid,
    courseCid: 'manual-car',
    courseTitle: 'Manual Car Driving',
    coursePrice: 6000,
    courseImage: '/images/courses/manual.jpg',
    courseDuration: '1 month',
    courseLesson: 20,
    name: 'Someone',
    email: u.email,
    phone1: '01711111111',
    phone2: '01722222222',
    fname: 'Father',
    mname: 'Mother',
    address: 'Khulna',
    emergency: '01733333333',
    sdate: '2026-01-10',
    nidImage: '/files/private/x.jpg',
  };
}

describe('PUT /api/profile', () => {
  it('saves the caller’s own profile without a sid, with the SID and e-mail of the account', async () => {
    const me = await createUser(t, 'teacher');
    const image = await uploadPhoto(me);
    const res = await putProfile(me, {
      ...profileBody(image),
      // Whatever a client claims here is ignored: the account decides.
      sid: other.sid,
      email: other.email,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sid: me.sid, email: me.email, image, status: 'Verified' });
    expect((await profileRowOf(other.id))?.sid).not.toBe(me.sid);
  });

  it('a student naming their own SID saves their own profile; another SID is refused', async () => {
    const me = await createUser(t, 'student');
    const image = await uploadPhoto(me);
    expect((await putProfile(me, profileBody(image), me.sid)).statusCode).toBe(200);
    expect((await putProfile(me, profileBody(image), 'SID99999999')).statusCode).toBe(403);
  });

  it('replaces the profile on a second save and writes the date of birth to the account too', async () => {
    const me = await createUser(t, 'student');
    const image = await uploadPhoto(me);
    const first = await putProfile(me, profileBody(image, { dob: '1999-12-31' }));
    const second = await putProfile(me, profileBody(image, { dob: '2000-01-02', phone: '01911111111' }));
    expect(second.statusCode).toBe(200);
    expect(second.json<Profile>()._id).toBe(first.json<Profile>()._id);
    expect(second.json()).toMatchObject({ dob: '2000-01-02', phone: '01911111111' });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(account!.dob).toBe('2000-01-02');
    expect(await t.database.db.select().from(profiles).where(eq(profiles.userId, me.id))).toHaveLength(1);
  });

  it('an admin saving by SID writes the target’s profile and date of birth, not their own', async () => {
    const student = await createUser(t, 'student');
    const image = await uploadPhoto(admin);
    const res = await putProfile(admin, profileBody(image, { dob: '1995-03-04' }), student.sid);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sid: student.sid, email: student.email });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, student.id));
    expect(account!.dob).toBe('1995-03-04');
    expect(await profileRowOf(admin.id)).toBeUndefined();
  });

  it('an admin naming an unknown SID gets 404', async () => {
    const res = await putProfile(admin, profileBody(ownerImage), 'SID10000001');
    expect(res.statusCode).toBe(404);
  });

  it('is all or nothing: when the account update fails, the profile is not saved either', async () => {
    const me = await createUser(t, 'student');
    const image = await uploadPhoto(me);
    // Make the second statement of the transaction fail inside the database.
    await t.database.db.execute(
      sql.raw(
        `create or replace function reject_dob() returns trigger language plpgsql as $$ begin raise exception 'no dob today'; end $$`,
      ),
    );
    await t.database.db.execute(
      sql.raw(
        `create trigger reject_dob before update of dob on users for each row when (new.id = '${me.id}') execute function reject_dob()`,
      ),
    );
    try {
      const res = await putProfile(me, profileBody(image));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'INTERNAL', message: expect.any(String) });
      expect(await profileRowOf(me.id)).toBeUndefined();
    } finally {
      await t.database.db.execute(sql.raw('drop trigger reject_dob on users'));
    }
    expect((await putProfile(me, profileBody(image))).statusCode).toBe(200);
  });

  it.each([
    ['phone', { phone: '12345' }],
    ['phone', { phone: '0171234567' }],
    ['phone', { phone: '+880171234567' }],
    ['emergency', { emergency: 'call my father' }],
    ['emergency', { emergency: '+1 212 555 0100' }],
    ['phone', { phone: '০১২১২৩৪৫৬৭৮' }],
    ['nid', { nid: '12345678901' }],
    ['nid', { nid: '12345abcde' }],
    ['dob', { dob: '2999-01-01' }],
    ['dob', { dob: '2001-02-30' }],
    ['dob', { dob: '17/05/2001' }],
    ['name', { name: '   ' }],
    ['preaddress', { preaddress: '' }],
    ['peraddress', { peraddress: 'x'.repeat(301) }],
    ['image', { image: 'https://elsewhere.example/me.jpg' }],
    ['image', { image: '' }],
  ])('refuses a bad %s with 400 and a field message', async (field, bad) => {
    const res = await putProfile(owner, profileBody(ownerImage, bad as Partial<ProfileInput>));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: expect.any(String) } });
  });

  it('accepts the phone spellings people write and stores each as 01XXXXXXXXX', async () => {
    for (const phone of [
      '01712345678',
      '017-1234-5678',
      '+880 1712 345678',
      '8801712345678',
      '+8801712345678',
      '০১৭১২-৩৪৫৬৭৮',
      '(017) 1234.5678',
    ]) {
      const res = await putProfile(owner, profileBody(ownerImage, { phone, emergency: phone }));
      expect(res.statusCode, phone).toBe(200);
      expect(res.json(), phone).toMatchObject({ phone: '01712345678', emergency: '01712345678' });
      expect(await profileRowOf(owner.id), phone).toMatchObject({ phone: '01712345678', emergency: '01712345678' });
    }
    for (const nid of ['1234567890', '1234567890123', '12345678901234567']) {
      expect((await putProfile(owner, profileBody(ownerImage, { nid }))).statusCode).toBe(200);
    }
  });

  it('refuses a photo that another user uploaded, a private upload, or a file that does not exist', async () => {
    const theirs = await uploadPhoto(other);
    const privateOne = await uploadPhoto(owner, 'private');
    for (const image of [theirs, '/files/public/00000000-0000-0000-0000-000000000000.png']) {
      const res = await putProfile(owner, profileBody(image));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { image: expect.any(String) } });
    }
    expect((await putProfile(owner, profileBody(privateOne))).statusCode).toBe(400);
  });

  it('a missing or malformed body is a 400, never a 5xx', async () => {
    for (const payload of [undefined, 'not json', { name: 5 }, []]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { ...headers(owner), 'content-type': 'application/json' },
        payload: payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
    }
    expect((await putProfile(owner, profileBody(ownerImage), 'not-a-sid')).statusCode).toBe(400);
  });
});

describe('reading and deleting profiles', () => {
  it('GET /oneProfile for an account without a profile is 404 "There is no profile with this email"', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/oneProfile/${other.email}`, headers: headers(other) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'PROFILE_NOT_FOUND', message: 'There is no profile with this email' });
  });

  it('GET /oneProfile matches the e-mail in any case', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/oneProfile/${owner.email.toUpperCase()}`,
      headers: headers(owner),
    });
    expect(res.statusCode).toBe(200);
  });

  it('GET /allProfile filters by e-mail and pages on the server, with the total in x-total-count', async () => {
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const u = await createUser(t, 'student');
      await putProfile(u, profileBody(await uploadPhoto(u)));
      made.push(u.email);
    }
    const all = await t.app.inject({ method: 'GET', url: '/api/allProfile', headers: headers(admin) });
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(all.json<Profile[]>().length);
    expect(total).toBeGreaterThanOrEqual(4);

    const page1 = await t.app.inject({ method: 'GET', url: '/api/allProfile?page=1&limit=2', headers: headers(admin) });
    const page2 = await t.app.inject({ method: 'GET', url: '/api/allProfile?page=2&limit=2', headers: headers(admin) });
    expect(page1.json<Profile[]>()).toHaveLength(2);
    expect(page1.headers['x-total-count']).toBe(String(total));
    const ids = [...page1.json<Profile[]>(), ...page2.json<Profile[]>()].map((p) => p._id);
    expect(new Set(ids).size).toBe(ids.length);
    // Newest first.
    expect(page1.json<Profile[]>()[0]!.email).toBe(made[2]);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/allProfile?email=${encodeURIComponent(made[1]!.toUpperCase())}`,
      headers: headers(admin),
    });
    expect(one.json<Profile[]>().map((p) => p.email)).toEqual([made[1]]);
    expect(one.headers['x-total-count']).toBe('1');

    const none = await t.app.inject({
      method: 'GET',
      url: '/api/allProfile?email=nobody@test.example',
      headers: headers(admin),
    });
    expect(none.json()).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/allProfile?email=nope', headers: headers(admin) })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/allProfile?limit=0', headers: headers(admin) })).statusCode,
    ).toBe(400);
  });

  it('DELETE /deleteOneProfile: an unknown id is 404, a malformed one 400', async () => {
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/deleteOneProfile/00000000-0000-4000-8000-000000000000',
      headers: headers(admin),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'DELETE',
      url: `/api/deleteOneProfile/${owner.sid}`,
      headers: headers(admin),
    });
    expect(bad.statusCode).toBe(400);
  });

  it('after deletion the user can create a new profile again', async () => {
    const u = await createUser(t, 'student');
    const image = await uploadPhoto(u);
    const id = (await putProfile(u, profileBody(image))).json<Profile>()._id;
    await t.app.inject({ method: 'DELETE', url: `/api/deleteOneProfile/${id}`, headers: headers(admin) });
    const again = await putProfile(u, profileBody(image));
    expect(again.statusCode).toBe(200);
    expect(again.json<Profile>()._id).not.toBe(id);
  });
});
