import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { send } from '#server/test/http.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { sessions, users } from '#server/db/schema/index.ts';
import { cookieValue, verifiedToken } from './session-read';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (user: Pick<TestUser, 'cookie'> | null) =>
  send(t.app, user ? ({ cookie: user.cookie } as TestUser) : null, { method: 'GET', url: '/api/me' });

/** Whose account /api/me answers with for this cookie (null: nobody is signed in). */
const whoIs = async (user: Pick<TestUser, 'cookie'>) =>
  (await me(user)).json<{ user: { email: string } | null }>().user?.email ?? null;

/** The session row behind a test user's cookie. */
async function sessionOf(user: TestUser) {
  const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
  return rows[0]!;
}

describe('reading the session cookie', () => {
  it('finds a cookie by name, decodes it, and takes only a value whose signature is right', () => {
    const secret = 'a-secret-of-the-school-at-least-32-chars';
    const signature = createHmac('sha256', secret).update('tok123').digest('base64');
    const value = `tok123.${signature}`;
    const header = `other=1; better-auth.session_token=${encodeURIComponent(value)}; x=y`;
    expect(cookieValue(header, 'better-auth.session_token')).toBe(value);
    expect(cookieValue(header, 'missing')).toBeNull();
    expect(verifiedToken(value, secret)).toBe('tok123');
    expect(verifiedToken(value, `${secret}-other`)).toBeNull();
    expect(verifiedToken(`tok124.${signature}`, secret)).toBeNull();
    expect(verifiedToken('tok123', secret)).toBeNull();
  });
});

describe('who is calling', () => {
  it('answers for a signed-in student, and changes to their account show on the next request', async () => {
    const student = await createUser(t, 'student');
    const first = await me(student);
    expect(first.statusCode).toBe(200);
    expect(first.json<{ user: { email: string; role: string } }>().user).toMatchObject({
      email: student.email,
      role: 'student',
    });
    await t.database.db.update(users).set({ role: 'teacher' }).where(eq(users.id, student.id));
    expect((await me(student)).json<{ user: { role: string } }>().user.role).toBe('teacher');
  });

  it('treats a forged or tampered cookie, and a signed-out session, as nobody', async () => {
    const student = await createUser(t, 'student');
    const tampered = student.cookie.replace(/session_token=([^;.]+)/, (_m, token: string) => `session_token=${token}x`);
    expect(await whoIs(student)).toBe(student.email);
    expect(await whoIs({ cookie: tampered })).toBeNull();
    await t.database.db.delete(sessions).where(eq(sessions.userId, student.id));
    expect(await whoIs(student)).toBeNull();
  });

  it('refuses an expired session and removes it', async () => {
    const student = await createUser(t, 'student');
    const session = await sessionOf(student);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, session.id));
    expect(await whoIs(student)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, session.id))).toHaveLength(0);
  });

  it('extends a session that is due, once a day, as before', async () => {
    const student = await createUser(t, 'student');
    const session = await sessionOf(student);
    // Issued 2 days ago: 28 days left of 30, so it is due (extended after a day of use).
    const twoDaysAgo = new Date(Date.now() + 28 * 86_400_000);
    await t.database.db.update(sessions).set({ expiresAt: twoDaysAgo }).where(eq(sessions.id, session.id));
    expect(await whoIs(student)).toBe(student.email);
    const after = await sessionOf(student);
    expect(after.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    // Not due any more: read without writing.
    expect(await whoIs(student)).toBe(student.email);
    expect((await sessionOf(student)).expiresAt.getTime()).toBe(after.expiresAt.getTime());
  });
});
