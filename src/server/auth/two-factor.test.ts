import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, twoFactors, users } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { base32Decode, secretFromUri, totp } from '#server/test/totp.ts';
import { TEST_PASSWORD, cookieHeader, createUser, enrolTwoFactor, signIn, type TestUser } from '#server/test/users.ts';

const ORIGIN = 'http://school.test';
let t: TestApp;
let n = 0;
/** A fresh client address per call: the sign-in (5/min) and code (3/10 s) limits count per address. */
const ip = () => `10.77.${Math.floor(++n / 200)}.${n % 200}`;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie, origin: ORIGIN }, remoteAddress: ip() });
const me = async (cookie: string) =>
  (await get('/api/me', cookie)).json<{
    user: null | { email: string; twoFactorEnabled: boolean; secondFactor: 'enrol' | 'verify' | null };
  }>().user;

/** An admin who has signed in with the password only: no authenticator yet. */
async function unenrolledAdmin(): Promise<TestUser> {
  const student = await createUser(t, 'student');
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, student.id));
  return { ...student, role: 'admin' };
}

/** Signs in with the password; for an enrolled user this answers the code challenge's cookie. */
async function passwordStep(email: string, password = TEST_PASSWORD) {
  const res = await signIn(t.app, email, password, ip());
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json<{ twoFactorRedirect?: boolean }>(), cookie: cookieHeader(res.headers['set-cookie']) };
}

describe('the test helper computes codes as authenticator apps do', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    const key = Buffer.from('12345678901234567890');
    expect(totp(key, 59_000, 8)).toBe('94287082');
    expect(totp(key, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totp(key, 20_000_000_000_000, 8)).toBe('65353130');
    expect(base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ').toString()).toBe('12345678901234567890');
  });
});

describe('admins must enrol an authenticator', () => {
  it('refuses every signed-in route to an admin without one, until a code confirms the enrolment', async () => {
    const admin = await unenrolledAdmin();
    expect(await me(admin.cookie)).toMatchObject({ twoFactorEnabled: false, secondFactor: 'enrol' });
    for (const url of ['/api/allProfile', '/api/allOrder', `/api/oneuser/${admin.email}`]) {
      const res = await get(url, admin.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('TWO_FACTOR_REQUIRED');
    }

    const wrongPassword = await post('/api/auth/two-factor/enable', admin.cookie, { password: 'Wrong2026x' });
    expect(wrongPassword.statusCode).toBe(400);

    const enable = await post('/api/auth/two-factor/enable', admin.cookie, { password: TEST_PASSWORD });
    expect(enable.statusCode, enable.body).toBe(200);
    const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Khulna%20Driving%20School:/);
    expect(totpURI).toContain(encodeURIComponent(admin.email));
    expect(backupCodes).toHaveLength(10);
    // Not enrolled until a code confirms it: the secret alone changes nothing.
    expect((await get('/api/allProfile', admin.cookie)).statusCode).toBe(403);

    const key = secretFromUri(totpURI);
    const wrong = await post('/api/auth/two-factor/verify-totp', admin.cookie, {
      code: totp(key, Date.now() + 5 * 60_000),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CODE');

    const verify = await post('/api/auth/two-factor/verify-totp', admin.cookie, { code: totp(key) });
    expect(verify.statusCode, verify.body).toBe(200);
    const cookie = cookieHeader(verify.headers['set-cookie']);
    expect((await get('/api/allProfile', cookie)).statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ twoFactorEnabled: true, secondFactor: null });
    // The password-only session was replaced by the confirmed one.
    expect(await me(admin.cookie)).toBeNull();
  });

  it('asks an enrolled admin for the code at sign-in; the password alone makes no session', async () => {
    const admin = await createUser(t, 'admin');
    const step = await passwordStep(admin.email);
    expect(step.body.twoFactorRedirect).toBe(true);
    expect(await me(step.cookie)).toBeNull();
    expect((await get('/api/allProfile', step.cookie)).statusCode).toBe(401);

    const wrong = await post('/api/auth/two-factor/verify-totp', step.cookie, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const verify = await post('/api/auth/two-factor/verify-totp', step.cookie, { code: totp(admin.totpKey!) });
    expect(verify.statusCode, verify.body).toBe(200);
    const cookie = cookieHeader(verify.headers['set-cookie']);
    expect((await get('/api/allProfile', cookie)).statusCode).toBe(200);
  });

  it('accepts each backup code once in place of the code', async () => {
    const admin = await unenrolledAdmin();
    const enable = await post('/api/auth/two-factor/enable', admin.cookie, { password: TEST_PASSWORD });
    const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
    await post('/api/auth/two-factor/verify-totp', admin.cookie, { code: totp(secretFromUri(totpURI)) });

    const first = await passwordStep(admin.email);
    const used = await post('/api/auth/two-factor/verify-backup-code', first.cookie, { code: backupCodes[0]! });
    expect(used.statusCode, used.body).toBe(200);
    expect((await get('/api/allProfile', cookieHeader(used.headers['set-cookie']))).statusCode).toBe(200);

    const second = await passwordStep(admin.email);
    const again = await post('/api/auth/two-factor/verify-backup-code', second.cookie, { code: backupCodes[0]! });
    expect(again.statusCode).toBe(401);
    const other = await post('/api/auth/two-factor/verify-backup-code', second.cookie, { code: backupCodes[1]! });
    expect(other.statusCode).toBe(200);
  });

  it('holds a session made before enrolment (or by Google) until it gives a code', async () => {
    const admin = await unenrolledAdmin();
    const otherDevice = (await passwordStep(admin.email)).cookie;
    const enrolled = await enrolTwoFactor(t.app, admin, ip());

    expect(await me(otherDevice)).toMatchObject({ secondFactor: 'verify' });
    const held = await get('/api/allOrder', otherDevice);
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe('TWO_FACTOR_REQUIRED');
    const secret = await post('/api/auth/two-factor/get-totp-uri', otherDevice, { password: TEST_PASSWORD });
    expect(secret.statusCode).toBe(403);

    const stepUp = await post('/api/auth/two-factor/verify-totp', otherDevice, { code: totp(enrolled.totpKey!) });
    expect(stepUp.statusCode, stepUp.body).toBe(200);
    expect((await get('/api/allOrder', otherDevice)).statusCode).toBe(200);
    expect(await me(otherDevice)).toMatchObject({ secondFactor: null });
  });

  it('does not let an admin turn it off, nor a sign-in mark the device as trusted', async () => {
    const admin = await createUser(t, 'admin');
    const off = await post('/api/auth/two-factor/disable', admin.cookie, { password: TEST_PASSWORD });
    expect(off.statusCode).toBe(403);
    expect(off.json().code).toBe('TWO_FACTOR_REQUIRED');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row!.twoFactorEnabled).toBe(true);

    const step = await passwordStep(admin.email);
    const trust = await post('/api/auth/two-factor/verify-totp', step.cookie, {
      code: totp(admin.totpKey!),
      trustDevice: true,
    });
    expect(trust.statusCode).toBe(400);
  });

  it('keeps the authenticator secret and backup codes encrypted in the database', async () => {
    const admin = await createUser(t, 'admin');
    const [row] = await t.database.db.select().from(twoFactors).where(eq(twoFactors.userId, admin.id));
    expect(row!.verified).toBe(true);
    expect(row!.secret).not.toContain(admin.totpKey!.toString());
    expect(row!.backupCodes).not.toMatch(/^\[/);
  });
});

describe('students and teachers may use it', () => {
  it('lets a student turn it on, asks for the code at sign-in, and turn it off again with the password', async () => {
    const student = await createUser(t, 'student');
    expect(await me(student.cookie)).toMatchObject({ twoFactorEnabled: false, secondFactor: null });
    const enrolled = await enrolTwoFactor(t.app, student, ip());
    expect(await me(enrolled.cookie)).toMatchObject({ twoFactorEnabled: true, secondFactor: null });

    const step = await passwordStep(student.email);
    expect(step.body.twoFactorRedirect).toBe(true);
    expect((await get(`/api/oneuser/${student.email}`, step.cookie)).statusCode).toBe(401);

    const off = await post('/api/auth/two-factor/disable', enrolled.cookie, { password: TEST_PASSWORD });
    expect(off.statusCode, off.body).toBe(200);
    const again = await passwordStep(student.email);
    expect(again.body.twoFactorRedirect).toBeUndefined();
    expect((await get(`/api/oneuser/${student.email}`, again.cookie)).statusCode).toBe(200);
  });
});

describe('staff idle timeout', () => {
  const idleFor = (cookie: string, minutes: number) => {
    const token = decodeURIComponent(cookie.match(/session_token=([^;]+)/)![1]!).split('.')[0]!;
    return t.database.db
      .update(sessions)
      .set({ lastActiveAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(sessions.token, token))
      .returning({ id: sessions.id });
  };

  it('ends an admin session after 30 minutes without a request, on the API and on better-auth alike', async () => {
    const admin = await createUser(t, 'admin');
    const [session] = await idleFor(admin.cookie, 31);
    const res = await get('/api/allProfile', admin.cookie);
    expect(res.statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, session!.id))).toHaveLength(0);

    const other = await createUser(t, 'admin');
    await idleFor(other.cookie, 31);
    const viaAuth = await get('/api/auth/get-session', other.cookie);
    expect(viaAuth.statusCode).toBe(200);
    expect(viaAuth.json()).toBeNull();
  });

  it('keeps an admin session that is in use, and counts from its last request', async () => {
    const admin = await createUser(t, 'admin');
    const [session] = await idleFor(admin.cookie, 29);
    expect((await get('/api/allProfile', admin.cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, session!.id));
    expect(Date.now() - row!.lastActiveAt.getTime()).toBeLessThan(60_000);
    await idleFor(admin.cookie, 20);
    expect((await get('/api/allProfile', admin.cookie)).statusCode).toBe(200);
  });

  it('leaves students their long session', async () => {
    const student = await createUser(t, 'student');
    await idleFor(student.cookie, 60 * 24 * 10);
    expect((await get(`/api/oneuser/${student.email}`, student.cookie)).statusCode).toBe(200);
  });

  it('follows STAFF_IDLE_MINUTES', async () => {
    const short = await createTestApp({ PUBLIC_URL: ORIGIN, STAFF_IDLE_MINUTES: '5' });
    try {
      const admin = await createUser(short, 'admin');
      const token = decodeURIComponent(admin.cookie.match(/session_token=([^;]+)/)![1]!).split('.')[0]!;
      await short.database.db
        .update(sessions)
        .set({ lastActiveAt: new Date(Date.now() - 6 * 60_000) })
        .where(eq(sessions.token, token));
      const res = await short.app.inject({ method: 'GET', url: '/api/allProfile', headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});

describe('change password and sign out other devices', () => {
  it('changes the password with the current one and signs out every other session', async () => {
    const student = await createUser(t, 'student');
    const laptop = (await passwordStep(student.email)).cookie;
    const newPassword = 'Rupsha-Bridge-77';

    const wrongCurrent = await post('/api/auth/change-password', student.cookie, {
      currentPassword: 'Wrong2026x',
      newPassword,
      revokeOtherSessions: true,
    });
    expect(wrongCurrent.statusCode).toBe(400);
    const weak = await post('/api/auth/change-password', student.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'password1',
      revokeOtherSessions: true,
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('WEAK_PASSWORD');

    const res = await post('/api/auth/change-password', student.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword,
      revokeOtherSessions: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = cookieHeader(res.headers['set-cookie']);
    expect(await me(cookie)).toMatchObject({ email: student.email });
    expect(await me(laptop)).toBeNull();
    expect(await me(student.cookie)).toBeNull();
    expect((await signIn(t.app, student.email, TEST_PASSWORD, ip())).statusCode).toBe(401);
    expect((await signIn(t.app, student.email, newPassword, ip())).statusCode).toBe(200);
  });

  it("keeps an admin's second factor on the session that changed the password", async () => {
    const admin = await createUser(t, 'admin');
    const res = await post('/api/auth/change-password', admin.cookie, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'Mongla-Port-2031',
      revokeOtherSessions: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/allProfile', cookieHeader(res.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('signs out the other devices and keeps this one', async () => {
    const admin = await createUser(t, 'admin');
    const step = await passwordStep(admin.email);
    const verify = await post('/api/auth/two-factor/verify-totp', step.cookie, { code: totp(admin.totpKey!) });
    const phone = cookieHeader(verify.headers['set-cookie']);
    expect((await get('/api/allProfile', phone)).statusCode).toBe(200);

    const res = await post('/api/auth/revoke-other-sessions', admin.cookie, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await get('/api/allProfile', phone)).statusCode).toBe(401);
    expect((await get('/api/allProfile', admin.cookie)).statusCode).toBe(200);
  });
});
