import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SCHOOL } from '#server/test/app.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { send } from '#server/test/http.ts';
import { TEST_PASSWORD, createUser, enrolTwoFactor, type TestUser } from '#server/test/users.ts';

/**
 * Teachers read rosters with students' phones: the owner may require two-step sign-in of them too,
 * with a switch in School Settings, off by default (docs/decisions/0394).
 */
const OWNER_EMAIL = 'principal@school.test';
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL });
  owner = await createUser(t, 'admin', OWNER_EMAIL);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (user: TestUser, url: string) => send(t.app, user, { method: 'GET', url });
const me = async (user: TestUser) =>
  (await get(user, '/api/me')).json<{ user: { secondFactor: string | null } | null }>().user;
const requireForTeachers = async (on: boolean) => {
  const res = await send(t.app, owner, {
    method: 'PUT',
    url: '/api/school',
    payload: { ...TEST_SCHOOL, twoFactorForTeachers: on },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().twoFactorForTeachers).toBe(on);
};

describe('two-step sign-in for teachers, when the owner asks for it', () => {
  it('is off at first: a teacher without an authenticator works as before', async () => {
    const school = await send(t.app, null, { method: 'GET', url: '/api/school' });
    expect(school.json().twoFactorForTeachers).toBe(false);
    const teacher = await createUser(t, 'teacher');
    expect(await me(teacher)).toMatchObject({ secondFactor: null });
    expect((await get(teacher, '/api/batches')).statusCode).toBe(200);
  });

  it('once on, sends a teacher without one to enrolment, refuses the rosters until then, and lets them in after', async () => {
    const teacher = await createUser(t, 'teacher');
    const student = await createUser(t, 'student');
    await requireForTeachers(true);
    try {
      expect(await me(teacher)).toMatchObject({ secondFactor: 'enrol' });
      const held = await get(teacher, '/api/batches');
      expect(held.statusCode).toBe(403);
      expect(held.json().code).toBe('TWO_FACTOR_REQUIRED');
      expect((await get(teacher, '/api/auth/list-sessions')).statusCode).toBe(403);
      // Students are not asked.
      expect(await me(student)).toMatchObject({ secondFactor: null });

      const enrolled = await enrolTwoFactor(t.app, teacher);
      expect(await me(enrolled)).toMatchObject({ secondFactor: null });
      expect((await get(enrolled, '/api/batches')).statusCode).toBe(200);
      // Nor may they turn it off while the school requires it.
      const off = await send(t.app, enrolled, {
        method: 'POST',
        url: '/api/auth/two-factor/disable',
        payload: { password: TEST_PASSWORD },
      });
      expect(off.statusCode).toBe(403);
      expect(off.json().code).toBe('TWO_FACTOR_REQUIRED');
    } finally {
      await requireForTeachers(false);
    }
    expect(await me(await createUser(t, 'teacher'))).toMatchObject({ secondFactor: null });
  });

  it('only the owner turns it on', async () => {
    const admin = await createUser(t, 'admin');
    const res = await send(t.app, admin, {
      method: 'PUT',
      url: '/api/school',
      payload: { ...TEST_SCHOOL, twoFactorForTeachers: true },
    });
    expect(res.statusCode).toBe(403);
  });
});
