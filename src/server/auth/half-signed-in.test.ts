import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { nextIp } from '#server/test/http.ts';
import { totp } from '#server/test/totp.ts';
import { TEST_PASSWORD, cookieHeader, createUser, enrolTwoFactor, signIn, type TestUser } from '#server/test/users.ts';

/**
 * What a session that still owes the second factor may do on better-auth's own endpoints, and how
 * many wrong codes and passwords a signed-in session may try (docs/decisions/0390).
 */
const ORIGIN = 'http://school.test';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: nextIp() });
const post = (url: string, cookie: string, payload: object, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie, origin: ORIGIN }, remoteAddress });

async function passwordSession(email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await signIn(t.app, email, password, nextIp());
  expect(res.statusCode, res.body).toBe(200);
  return cookieHeader(res.headers['set-cookie']);
}

/** An admin signed in on two devices with the password only, who then enrols on the first (P). */
async function adminOnTwoDevices(): Promise<{ admin: TestUser; p: string; q: string }> {
  const student = await createUser(t, 'student');
  await t.database.db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, student.id));
  const q = await passwordSession(student.email);
  const enrolled = await enrolTwoFactor(t.app, { ...student, role: 'admin' }, nextIp());
  return { admin: enrolled, p: enrolled.cookie, q };
}

describe('a session that owes the second factor', () => {
  it('reaches none of better-auth’s account and session endpoints', async () => {
    const { admin, p, q } = await adminOnTwoDevices();
    expect((await get('/api/me', q)).json().user).toMatchObject({ secondFactor: 'verify' });

    const refused: Array<[string, () => ReturnType<typeof get>]> = [
      ['list-sessions', () => get('/api/auth/list-sessions', q)],
      ['list-accounts', () => get('/api/auth/list-accounts', q)],
      ['get-session', () => get('/api/auth/get-session', q)],
      ['account-info', () => get('/api/auth/account-info', q)],
      ['update-user', () => post('/api/auth/update-user', q, { name: 'Mallory' })],
      ['verify-password', () => post('/api/auth/verify-password', q, { password: TEST_PASSWORD })],
      ['revoke-other-sessions', () => post('/api/auth/revoke-other-sessions', q, {})],
      ['revoke-sessions', () => post('/api/auth/revoke-sessions', q, {})],
      ['revoke-session', () => post('/api/auth/revoke-session', q, { token: 'x' })],
      ['update-session', () => post('/api/auth/update-session', q, {})],
      ['delete-user', () => post('/api/auth/delete-user', q, { password: TEST_PASSWORD })],
      ['change-email', () => post('/api/auth/change-email', q, { newEmail: 'mallory@test.example' })],
      ['unlink-account', () => post('/api/auth/unlink-account', q, { providerId: 'credential' })],
      ['two-factor/enable', () => post('/api/auth/two-factor/enable', q, { password: TEST_PASSWORD })],
    ];
    for (const [what, call] of refused) {
      const res = await call();
      expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
      expect(res.json().code, what).toBe('TWO_FACTOR_REQUIRED');
    }

    // Nothing changed: the name certificates print as issuer, and device P's session.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.name).not.toBe('Mallory');
    expect((await get('/api/allProfile', p)).statusCode).toBe(200);

    // What it owes it may still do: give its code, and sign itself out.
    const code = await post('/api/auth/two-factor/verify-totp', q, { code: totp(admin.totpKey!) });
    expect(code.statusCode, code.body).toBe(200);
    expect((await get('/api/auth/list-sessions', q)).statusCode).toBe(200);
  });

  it('may change its password (without signing the other devices out) and sign itself out', async () => {
    const { p, q } = await adminOnTwoDevices();
    // Ending the other sessions is what revoke-other-sessions does: refused here too, P stays in.
    const revoking = await post('/api/auth/change-password', q, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Sundarban-Ferry-Dock-88',
      revokeOtherSessions: true,
    });
    expect(revoking.statusCode).toBe(403);
    expect(revoking.json().code).toBe('TWO_FACTOR_REQUIRED');
    expect((await get('/api/allProfile', p)).statusCode).toBe(200);

    const changed = await post('/api/auth/change-password', q, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Sundarban-Ferry-Dock-88',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get('/api/allProfile', p)).statusCode).toBe(200);
    // The session still owes the code: a password change proves no second factor.
    expect((await get('/api/me', q)).json().user).toMatchObject({ secondFactor: 'verify' });
    expect((await get('/api/auth/list-sessions', q)).statusCode).toBe(403);
    const out = await post('/api/auth/sign-out', q, {});
    expect(out.statusCode, out.body).toBe(200);
    expect((await get('/api/me', q)).json().user).toBeNull();
  });

  it('may enrol when it owes enrolment, and nothing else', async () => {
    const student = await createUser(t, 'student');
    await t.database.db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, student.id));
    expect((await get('/api/me', student.cookie)).json().user).toMatchObject({ secondFactor: 'enrol' });
    expect((await get('/api/auth/list-sessions', student.cookie)).statusCode).toBe(403);
    expect((await post('/api/auth/update-user', student.cookie, { name: 'Mallory' })).statusCode).toBe(403);
    const enrolled = await enrolTwoFactor(t.app, { ...student, role: 'admin' }, nextIp());
    expect((await get('/api/auth/list-sessions', enrolled.cookie)).statusCode).toBe(200);
  });
});

describe('wrong authenticator codes are counted per account', () => {
  it('locks the code after a few wrong ones from a signed-in session, whatever the address', async () => {
    const { admin, q } = await adminOnTwoDevices();
    const wrong = totp(admin.totpKey!, Date.now() + 10 * 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      statuses.push((await post('/api/auth/two-factor/verify-totp', q, { code: wrong })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    // Locked means locked: the right code is refused too (else a guesser would still learn it).
    const right = await post('/api/auth/two-factor/verify-totp', q, { code: totp(admin.totpKey!) });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    expect(right.headers['retry-after']).toBeDefined();
    expect((await get('/api/me', q)).json().user).toMatchObject({ secondFactor: 'verify' });
  });

  it('counts backup codes and the sign-in challenge in the same account budget', async () => {
    const admin = await createUser(t, 'admin');
    for (let i = 0; i < 3; i++) {
      const step = await signIn(t.app, admin.email, TEST_PASSWORD, nextIp());
      const challenge = cookieHeader(step.headers['set-cookie']);
      const res = await post('/api/auth/two-factor/verify-backup-code', challenge, { code: 'AAAAA-BBBBB' });
      expect(res.statusCode).toBe(401);
    }
    const step = await signIn(t.app, admin.email, TEST_PASSWORD, nextIp());
    const challenge = cookieHeader(step.headers['set-cookie']);
    const codes = [];
    for (let i = 0; i < 3; i++) {
      codes.push((await post('/api/auth/two-factor/verify-totp', challenge, { code: '000000' })).statusCode);
    }
    expect(codes).toEqual([401, 401, 429]);
  });

  it('forgets the wrong codes once the right one is given', async () => {
    const { admin, q } = await adminOnTwoDevices();
    const wrong = totp(admin.totpKey!, Date.now() + 10 * 60_000);
    for (let i = 0; i < 4; i++) await post('/api/auth/two-factor/verify-totp', q, { code: wrong });
    const right = await post('/api/auth/two-factor/verify-totp', q, { code: totp(admin.totpKey!) });
    expect(right.statusCode, right.body).toBe(200);
    const step = await signIn(t.app, admin.email, TEST_PASSWORD, nextIp());
    const challenge = cookieHeader(step.headers['set-cookie']);
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/auth/two-factor/verify-totp', challenge, { code: wrong })).statusCode).toBe(401);
    }
  });
});

describe('a signed-in session checking its password', () => {
  it('counts wrong passwords at verify-password like wrong sign-ins, and then refuses the right one', async () => {
    const student = await createUser(t, 'student');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push(
        (await post('/api/auth/verify-password', student.cookie, { password: `Wrong-Guess-${i}x` })).statusCode,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const right = await post('/api/auth/verify-password', student.cookie, { password: TEST_PASSWORD });
    expect(right.statusCode).toBe(429);
    // The same account budget: sign-in is locked too.
    expect((await signIn(t.app, student.email, TEST_PASSWORD, nextIp())).statusCode).toBe(429);
  });

  it('counts the current password of a password change, and the one that turns on two-step sign-in', async () => {
    const student = await createUser(t, 'student');
    for (let i = 0; i < 3; i++) {
      const res = await post('/api/auth/change-password', student.cookie, {
        currentPassword: `Wrong-Guess-${i}x`,
        newPassword: 'Sundarban-Ferry-Dock-88',
      });
      expect(res.statusCode).toBe(400);
    }
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/auth/two-factor/enable', student.cookie, { password: `Wrong-Guess-${i}y` });
      expect(res.statusCode).toBe(400);
    }
    const locked = await post('/api/auth/verify-password', student.cookie, { password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
  });

  it('forgets the wrong passwords when the right one is given before the lock', async () => {
    const student = await createUser(t, 'student');
    for (let i = 0; i < 4; i++) await post('/api/auth/verify-password', student.cookie, { password: `Wrong-${i}-abc` });
    const right = await post('/api/auth/verify-password', student.cookie, { password: TEST_PASSWORD });
    expect(right.statusCode, right.body).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/auth/verify-password', student.cookie, { password: `Wrong-${i}-def` })).statusCode).toBe(
        400,
      );
    }
  });
});
