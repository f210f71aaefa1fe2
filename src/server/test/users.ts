import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Role } from '#shared/constants.ts';
import { users } from '#server/db/schema/index.ts';
import type { TestApp } from './app';
import { secretFromUri, totp } from './totp';
import { createOwner } from '#server/auth/owner.ts';

export const TEST_PASSWORD = 'Rupsha-Bridge-2026';

export interface TestUser {
  id: string;
  email: string;
  sid: string;
  role: Role;
  /** The `cookie` header value that carries this user's session. */
  cookie: string;
  /** Admins: the authenticator secret they enrolled (compute codes with `totp(key)`). */
  totpKey?: Buffer;
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

let counter = 0;

/**
 * Signs up through the real API (so better-auth's hooks run), then sets the role in the database.
 * Staff accounts are marked verified, as the operator's create-owner / set-role path requires.
 * An admin then enrols an authenticator through the API, as the app makes every admin do, and
 * gets the session that confirmed it.
 */
export async function createUser(t: TestApp, role: Role = 'student', email?: string): Promise<TestUser> {
  const address = email ?? `${role}${++counter}-${Date.now()}@test.example`;
  if (address.toLowerCase() === t.app.config.ownerEmail) return createTestOwner(t);
  const remoteAddress = `10.9.${counter % 250}.${(counter * 7) % 250}`;
  const res = await signUp(
    t.app,
    { name: `Test ${role} ${counter}`, email: address, password: TEST_PASSWORD },
    remoteAddress,
  );
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ user: { id: string; sid: string } }>();
  if (role !== 'student') {
    await t.database.db.update(users).set({ role, emailVerified: true }).where(eq(users.id, body.user.id));
  }
  const user: TestUser = {
    id: body.user.id,
    email: address,
    sid: body.user.sid,
    role,
    cookie: cookieHeader(res.headers['set-cookie']),
  };
  return role === 'admin' ? enrolTwoFactor(t.app, user, remoteAddress) : user;
}

/** Enables the authenticator for a signed-in user and confirms it with a code: the session that did so. */
export async function enrolTwoFactor(app: FastifyInstance, user: TestUser, remoteAddress = '127.0.0.1') {
  const headers = { cookie: user.cookie, origin: app.config.publicUrl };
  const enable = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/enable',
    payload: { password: TEST_PASSWORD },
    headers,
    remoteAddress,
  });
  if (enable.statusCode !== 200) throw new Error(`2FA enable failed: ${enable.statusCode} ${enable.body}`);
  const totpKey = secretFromUri(enable.json<{ totpURI: string }>().totpURI);
  const verify = await app.inject({
    method: 'POST',
    url: '/api/auth/two-factor/verify-totp',
    payload: { code: totp(totpKey) },
    headers,
    remoteAddress,
  });
  if (verify.statusCode !== 200) throw new Error(`2FA verify failed: ${verify.statusCode} ${verify.body}`);
  return { ...user, cookie: cookieHeader(verify.headers['set-cookie']), totpKey };
}

/** Signs up through the API with whatever body the test gives; returns the raw response. */
export function signUp(app: FastifyInstance, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload, remoteAddress });
}

/** Signs in with e-mail and password; returns the raw response. */
export function signIn(app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password }, remoteAddress });
}

/** The owner (OWNER_EMAIL) as the operator makes it, `npm run user -- create-owner`, signed in. */
export async function createTestOwner(t: TestApp): Promise<TestUser> {
  const email = t.app.config.ownerEmail;
  await createOwner(t.app, { email, password: TEST_PASSWORD });
  const remoteAddress = `10.9.250.${++counter % 250}`;
  const res = await signIn(t.app, email, TEST_PASSWORD, remoteAddress);
  if (res.statusCode !== 200) throw new Error(`owner sign-in failed: ${res.statusCode} ${res.body}`);
  const row = res.json<{ user: { id: string; sid: string } }>().user;
  const owner: TestUser = {
    id: row.id,
    email,
    sid: row.sid,
    role: 'admin',
    cookie: cookieHeader(res.headers['set-cookie']),
  };
  return enrolTwoFactor(t.app, owner, remoteAddress);
}

/** The four accounts the per-account tests call with; `owner` is the student whose account is the target. */
export interface AccountCallers {
  owner: TestUser;
  other: TestUser;
  teacher: TestUser;
  admin: TestUser;
}

/** The school's student as the target `owner`, a second student `other`, its teacher and its admin. */
export async function createAccountCallers(
  t: TestApp & { student: TestUser; teacher: TestUser; admin: TestUser },
): Promise<AccountCallers> {
  return { owner: t.student, other: await createUser(t, 'student'), teacher: t.teacher, admin: t.admin };
}
