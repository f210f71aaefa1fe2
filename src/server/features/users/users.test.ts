import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '#server/test/app.ts';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createAccountCallers, createUser, type TestUser } from '#server/test/users.ts';
import { users } from '#server/db/schema/index.ts';

let t: TestSchool;
let owner: TestUser; // the student whose account every call targets
let other: TestUser;
let teacher: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestSchool();
  ({ owner, other, teacher, admin } = await createAccountCallers(t));
});
afterAll(async () => {
  await t.close();
});

type Caller = 'anonymous' | 'owner' | 'other student' | 'teacher' | 'admin';
const callers: Caller[] = ['anonymous', 'owner', 'other student', 'teacher', 'admin'];
const cookieOf = (c: Caller) =>
  ({
    anonymous: undefined,
    owner: owner.cookie,
    'other student': other.cookie,
    teacher: teacher.cookie,
    admin: admin.cookie,
  })[c];

/** Every user call on the owner's account: own data or admin, everyone else 401/403. */
const calls: Array<{ name: string; method: 'GET' | 'PUT' | 'POST'; url: () => string; payload?: () => object }> = [
  {
    name: 'PUT /users/{email}',
    method: 'PUT',
    url: () => `/api/users/${owner.email}`,
    payload: () => ({ name: 'Owner Name' }),
  },
  { name: 'GET /user/{email}', method: 'GET', url: () => `/api/user/${owner.email}` },
  { name: 'GET /oneuser/{email}', method: 'GET', url: () => `/api/oneuser/${owner.email}` },
  { name: 'GET /oneuserWithSid/{sid}', method: 'GET', url: () => `/api/oneuserWithSid/${owner.sid}` },
  {
    name: 'PUT /users/update/{email}',
    method: 'PUT',
    url: () => `/api/users/update/${owner.email}`,
    payload: () => ({ email: owner.email, dob: '2001-05-17', status: 'Verified' }),
  },
];
const expected: Record<Caller, number> = { anonymous: 401, owner: 200, 'other student': 403, teacher: 403, admin: 200 };

describe('user calls × callers', () => {
  for (const call of calls) {
    for (const caller of callers) {
      it(`${call.name} as ${caller} → ${expected[caller]}`, async () => {
        const cookie = cookieOf(caller);
        const res = await t.app.inject({
          method: call.method,
          url: call.url(),
          headers: cookie ? { cookie, origin: 'http://school.test' } : {},
          ...(call.payload ? { payload: call.payload() } : {}),
        });
        expect(res.statusCode).toBe(expected[caller]);
        if (res.statusCode === 200 && call.method === 'GET' && !call.url().includes('/user/')) {
          expect(res.json()).toMatchObject({ email: owner.email, sid: owner.sid });
          expect(JSON.stringify(res.json())).not.toMatch(/password|token/i);
        } else if (res.statusCode !== 200) {
          expect(Object.keys(res.json()).sort()).toEqual(['code', 'message']);
        }
      });
    }
  }

  it('POST /jwt confirms only the caller’s own e-mail', async () => {
    const h = (c: TestUser) => ({ cookie: c.cookie, origin: 'http://school.test' });
    expect((await t.app.inject({ method: 'POST', url: '/api/jwt', payload: { email: owner.email } })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/jwt', headers: h(owner), payload: { email: owner.email } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/jwt', headers: h(other), payload: { email: owner.email } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/jwt', headers: h(admin), payload: { email: owner.email } }))
        .statusCode,
    ).toBe(403);
  });

  it('GET /user/{email} answers the role', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/user/${teacher.email}`,
      headers: { cookie: teacher.cookie },
    });
    expect(res.json()).toEqual({ role: 'teacher' });
  });
});

describe('what each caller may change', () => {
  it('only the owner may change a role (an admin gets 403); nobody may change a SID', async () => {
    const h = { cookie: admin.cookie, origin: 'http://school.test' };
    // A role above student needs a verified address (refusals are in features/accounts/accounts.test.ts).
    await t.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, other.id));
    const put = (cookie: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${other.email}`,
        headers: { cookie, origin: 'http://school.test' },
        payload: { role: 'teacher' },
      });
    expect((await put(admin.cookie)).statusCode).toBe(403);
    const promote = await put(t.owner.cookie);
    expect(promote.statusCode).toBe(200);
    expect(promote.json().role).toBe('teacher');
    const sid = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${other.email}`,
      headers: h,
      payload: { sid: 'SID11111111' },
    });
    expect(sid.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.sid).toBe(other.sid);
  });

  it('a student saves their own date of birth, validated', async () => {
    const h = { cookie: owner.cookie, origin: 'http://school.test' };
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/users/update/${owner.email}`,
      headers: h,
      payload: { dob: '2999-01-01' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { dob: expect.any(String) } });
    const ok = await t.app.inject({
      method: 'PUT',
      url: `/api/users/update/${owner.email}`,
      headers: h,
      payload: { dob: '2002-02-20' },
    });
    expect(ok.json().dob).toBe('2002-02-20');
  });

  it('an admin who is not the owner cannot demote the owner', async () => {
    const ownerEmail = 'the-owner@test.example';
    const t2 = await createTestApp({ OWNER_EMAIL: ownerEmail });
    try {
      const theOwner = await createUser(t2, 'admin', ownerEmail);
      const plainAdmin = await createUser(t2, 'admin');
      const h = { cookie: plainAdmin.cookie, origin: 'http://school.test' };
      const res = await t2.app.inject({
        method: 'PUT',
        url: `/api/users/${ownerEmail}`,
        headers: h,
        payload: { role: 'student' },
      });
      expect(res.statusCode).toBe(403);
      const [row] = await t2.database.db.select().from(users).where(eq(users.id, theOwner.id));
      expect(row!.role).toBe('admin');
    } finally {
      await t2.close();
    }
  });

  it('an unknown e-mail is 404 for an admin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/oneuser/nobody@test.example',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(404);
  });
});
