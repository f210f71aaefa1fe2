import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '#server/db/schema/index.ts';
import { clearSignInFailures, clearWrongCodes } from '#server/lib/rate-limit-policy.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { nextIp, send } from '#server/test/http.ts';
import { TEST_PASSWORD, createUser, signIn, type TestUser } from '#server/test/users.ts';
import { OWNER_EMAIL } from './fixture';

/**
 * The permission matrix of better-auth's own endpoints, behind the `/api/auth/*` catch-all that
 * the route matrix (permission-matrix.test.ts) covers with a few rows. Every endpoint better-auth
 * 1.7 serves here × the six callers of that matrix, plus an admin whose session still owes the
 * authenticator code (docs/decisions/0390). Each cell gets a fresh session of its caller, so a
 * cell that signs out or revokes sessions never changes another.
 */
const CALLERS = ['anonymous', 'studentA', 'studentB', 'teacher', 'admin', 'owner', 'owing'] as const;
type Caller = (typeof CALLERS)[number];
type Who = Exclude<Caller, 'anonymous'>;

interface Row {
  what: string;
  method: 'GET' | 'POST';
  path: string;
  payload?: (user: TestUser | null, caller: Caller) => object;
  expect: Record<Caller, number>;
  /** Runs before the cell (e.g. spends the account's budget); `after` puts things back. */
  before?: (user: TestUser | null) => Promise<void>;
  after?: (user: TestUser | null) => Promise<void>;
}

const exp = (
  anonymous: number,
  student: number,
  teacher: number,
  admin: number,
  owner: number,
  owing: number,
): Record<Caller, number> => ({
  anonymous,
  studentA: student,
  studentB: student,
  teacher,
  admin,
  owner,
  owing,
});
/** Anyone signed in may, for themselves; a session owing its code may not. */
const selfOnly = (ok = 200) => exp(401, ok, ok, ok, ok, 403);
/** The same answer for everyone: endpoints a signed-out visitor uses. */
const anyone = (status: number) => exp(status, status, status, status, status, status);

let t: TestApp;
let people: Record<Exclude<Who, 'owing'>, TestUser>;

/** A new session of `user` straight into the database, with the cookie its browser would send. */
async function freshSession(user: TestUser, twoFactorVerified: boolean): Promise<TestUser> {
  const token = randomBytes(24).toString('base64url');
  await t.database.db.insert(sessions).values({
    id: randomBytes(16).toString('hex'),
    token,
    userId: user.id,
    expiresAt: new Date(Date.now() + 7 * 86_400_000),
    twoFactorVerified,
  });
  const ctx = await t.app.auth.$context;
  const signature = createHmac('sha256', ctx.secret).update(token).digest('base64');
  return { ...user, cookie: `${ctx.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}` };
}

async function cellUser(caller: Caller): Promise<TestUser | null> {
  if (caller === 'anonymous') return null;
  if (caller === 'owing') return freshSession(people.admin, false);
  const user = people[caller];
  return freshSession(user, user.role === 'admin');
}

/** Spends the account's wrong-password budget (5 wrong sign-ins from addresses of their own). */
async function lockPassword(user: TestUser | null) {
  if (!user) return;
  for (let i = 0; i < 5; i++) await signIn(t.app, user.email, `Wrong-Guess-${i}-x`, nextIp());
}
const unlockPassword = async (user: TestUser | null) => {
  if (user) await clearSignInFailures(t.database.db, user.email);
};
const forgetCodes = async (user: TestUser | null) => {
  if (user) await clearWrongCodes(t.database.db, user.id);
};

let fresh = 0;
const ROWS: Row[] = [
  // ── Reading the session and the account ──
  { what: 'get-session', method: 'GET', path: '/get-session', expect: exp(200, 200, 200, 200, 200, 403) },
  { what: 'list-sessions', method: 'GET', path: '/list-sessions', expect: selfOnly() },
  { what: 'list-accounts', method: 'GET', path: '/list-accounts', expect: selfOnly() },
  {
    what: 'account-info: no such account',
    method: 'GET',
    path: '/account-info?accountId=not-an-account',
    expect: selfOnly(400),
  },
  // ── Changing the account ──
  {
    what: 'update-user: name',
    method: 'POST',
    path: '/update-user',
    payload: (_u, caller) => ({ name: `Renamed by ${caller}` }),
    expect: selfOnly(),
  },
  {
    what: 'update-session',
    method: 'POST',
    path: '/update-session',
    payload: () => ({}),
    expect: selfOnly(400),
  },
  {
    what: 'change-email',
    method: 'POST',
    path: '/change-email',
    payload: () => ({ newEmail: `moved${++fresh}@test.example` }),
    expect: selfOnly(400),
  },
  {
    what: 'delete-user (not offered)',
    method: 'POST',
    path: '/delete-user',
    payload: () => ({ password: TEST_PASSWORD }),
    expect: selfOnly(404),
  },
  {
    what: 'unlink-account: the only sign-in method',
    method: 'POST',
    path: '/unlink-account',
    payload: () => ({ providerId: 'credential', accountId: 'not-an-account' }),
    expect: selfOnly(400),
  },
  {
    what: 'link-social: Google (not configured)',
    method: 'POST',
    path: '/link-social',
    payload: () => ({ provider: 'google', callbackURL: '/dashboard' }),
    expect: selfOnly(404),
  },
  {
    what: 'get-access-token: no such account',
    method: 'POST',
    path: '/get-access-token',
    payload: () => ({ accountId: 'not-an-account' }),
    expect: selfOnly(400),
  },
  {
    what: 'refresh-token: no such account',
    method: 'POST',
    path: '/refresh-token',
    payload: () => ({ accountId: 'not-an-account' }),
    expect: selfOnly(400),
  },
  // ── Sessions ──
  {
    what: 'revoke-session: one that is not theirs',
    method: 'POST',
    path: '/revoke-session',
    payload: () => ({ token: 'not-a-session-of-mine' }),
    expect: selfOnly(),
  },
  { what: 'revoke-sessions', method: 'POST', path: '/revoke-sessions', payload: () => ({}), expect: selfOnly() },
  {
    what: 'revoke-other-sessions',
    method: 'POST',
    path: '/revoke-other-sessions',
    payload: () => ({}),
    expect: selfOnly(),
  },
  { what: 'sign-out', method: 'POST', path: '/sign-out', payload: () => ({}), expect: anyone(200) },
  // ── The password ──
  {
    what: 'verify-password: the right one',
    method: 'POST',
    path: '/verify-password',
    payload: () => ({ password: TEST_PASSWORD }),
    expect: selfOnly(),
  },
  {
    what: 'verify-password: a wrong one',
    method: 'POST',
    path: '/verify-password',
    payload: () => ({ password: 'Wrong-Guess-2026-x' }),
    expect: selfOnly(400),
    after: unlockPassword,
  },
  {
    what: 'verify-password: the right one, after 5 wrong sign-ins',
    method: 'POST',
    path: '/verify-password',
    payload: () => ({ password: TEST_PASSWORD }),
    expect: selfOnly(429),
    before: lockPassword,
    after: unlockPassword,
  },
  {
    what: 'change-password: a wrong current password',
    method: 'POST',
    path: '/change-password',
    payload: () => ({ currentPassword: 'Wrong-Guess-2026-x', newPassword: 'Another-Gate-2026x' }),
    expect: exp(401, 400, 400, 400, 400, 400),
    after: unlockPassword,
  },
  {
    what: 'change-password ending the other sessions: a wrong current password',
    method: 'POST',
    path: '/change-password',
    payload: () => ({
      currentPassword: 'Wrong-Guess-2026-x',
      newPassword: 'Another-Gate-2026x',
      revokeOtherSessions: true,
    }),
    expect: exp(401, 400, 400, 400, 400, 403),
    after: unlockPassword,
  },
  // ── Open to anyone: what a signed-out visitor uses ──
  {
    what: 'sign-in/email: a wrong password',
    method: 'POST',
    path: '/sign-in/email',
    payload: (u) => ({ email: u?.email ?? 'nobody@test.example', password: 'Wrong-Guess-2026-x' }),
    expect: anyone(401),
    after: unlockPassword,
  },
  {
    what: 'send-verification-email',
    method: 'POST',
    path: '/send-verification-email',
    payload: (u) => ({ email: u?.email ?? 'nobody@test.example' }),
    // Staff accounts are verified already (the operator vouches for them).
    expect: exp(200, 200, 400, 400, 400, 400),
  },
  { what: 'verify-email: a made-up token', method: 'GET', path: '/verify-email?token=made-up', expect: anyone(401) },
  {
    what: 'reset-password/:token: a made-up token',
    method: 'GET',
    path: '/reset-password/made-up?callbackURL=%2Freset%2Fnew',
    expect: anyone(302),
  },
  { what: 'callback/:id: Google (not configured)', method: 'GET', path: '/callback/google', expect: anyone(302) },
  { what: 'ok', method: 'GET', path: '/ok', expect: anyone(200) },
  { what: 'error', method: 'GET', path: '/error?error=made_up', expect: anyone(200) },
  {
    what: 'sign-up/email: a new address',
    method: 'POST',
    path: '/sign-up/email',
    payload: () => ({ name: 'New Student', email: `new${++fresh}@test.example`, password: TEST_PASSWORD }),
    expect: anyone(200),
  },
  {
    what: 'request-password-reset',
    method: 'POST',
    path: '/request-password-reset',
    payload: (u) => ({ email: u?.email ?? 'nobody@test.example', redirectTo: '/reset/new' }),
    expect: anyone(200),
  },
  {
    what: 'reset-password: a made-up token',
    method: 'POST',
    path: '/reset-password',
    payload: () => ({ token: 'made-up', newPassword: 'Another-Gate-2026x' }),
    expect: anyone(400),
  },
  {
    what: 'delete-user/callback: a made-up token',
    method: 'GET',
    path: '/delete-user/callback?token=made-up',
    expect: exp(404, 404, 404, 404, 404, 403),
  },
  {
    what: "get-access-token: naming another user's account",
    method: 'POST',
    path: '/get-access-token',
    payload: () => ({ accountId: 'not-an-account', userId: people.studentB.id }),
    expect: selfOnly(400),
  },
  // ── Two-step sign-in ──
  {
    what: 'two-factor/enable',
    method: 'POST',
    path: '/two-factor/enable',
    payload: () => ({ password: TEST_PASSWORD }),
    expect: exp(401, 200, 200, 400, 400, 403),
  },
  {
    what: 'two-factor/get-totp-uri',
    method: 'POST',
    path: '/two-factor/get-totp-uri',
    payload: () => ({ password: TEST_PASSWORD }),
    // Only a session that gave a code may read the secret; a student's has none to give.
    expect: exp(401, 403, 403, 200, 200, 403),
  },
  {
    what: 'two-factor/generate-backup-codes',
    method: 'POST',
    path: '/two-factor/generate-backup-codes',
    payload: () => ({ password: TEST_PASSWORD }),
    expect: exp(401, 403, 403, 200, 200, 403),
  },
  {
    what: 'two-factor/disable',
    method: 'POST',
    path: '/two-factor/disable',
    payload: () => ({ password: TEST_PASSWORD }),
    // Admins may never turn it off (decision 0160).
    expect: exp(401, 403, 403, 403, 403, 403),
  },
  {
    what: 'two-factor/verify-totp: a wrong code',
    method: 'POST',
    path: '/two-factor/verify-totp',
    payload: () => ({ code: '000000' }),
    expect: anyone(401),
    after: forgetCodes,
  },
  {
    what: 'two-factor/verify-backup-code: a wrong code',
    method: 'POST',
    path: '/two-factor/verify-backup-code',
    payload: () => ({ code: 'AAAAA-BBBBB' }),
    expect: anyone(401),
    after: forgetCodes,
  },
  {
    what: 'two-factor/send-otp (not offered)',
    method: 'POST',
    path: '/two-factor/send-otp',
    payload: () => ({}),
    expect: exp(400, 400, 400, 400, 400, 403),
  },
  {
    what: 'two-factor/verify-otp (not offered)',
    method: 'POST',
    path: '/two-factor/verify-otp',
    payload: () => ({ code: '000000' }),
    expect: exp(401, 400, 400, 400, 400, 403),
  },
];

beforeAll(async () => {
  t = await createTestApp({ OWNER_EMAIL });
  people = {
    studentA: await createUser(t, 'student'),
    studentB: await createUser(t, 'student'),
    teacher: await createUser(t, 'teacher'),
    admin: await createUser(t, 'admin'),
    owner: await createUser(t, 'admin', OWNER_EMAIL),
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('permission matrix of better-auth’s endpoints', () => {
  it('has a row for every endpoint better-auth serves', () => {
    const served = Object.values(t.app.auth.api as Record<string, { path?: unknown }>)
      .map((e) => e.path)
      .filter((p): p is string => typeof p === 'string')
      // Its own Fastify route while Google is not configured (permission-matrix.test.ts).
      .filter((p) => p !== '/sign-in/social');
    const inTable = new Set(
      ROWS.map((r) => r.path.split('?')[0]!.replace(/^\/(reset-password|callback)\/.+$/, '/$1/:x')),
    );
    const missing = served.filter((p) => !inTable.has(p.replace(/\/:(token|id)$/, '/:x')));
    expect(missing, 'better-auth endpoints without a row').toEqual([]);
    expect(served.length).toBeGreaterThanOrEqual(35);
  });

  it('answers every endpoint × caller as the table says, and changes nothing it refuses', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const row of ROWS) {
      for (const caller of CALLERS) {
        const user = await cellUser(caller);
        await row.before?.(user);
        const res = await send(t.app, user, {
          method: row.method,
          url: `/api/auth${row.path}`,
          ...(row.method === 'POST' ? { payload: row.payload?.(user, caller) ?? {} } : {}),
        });
        await row.after?.(user);
        checked++;
        const label = `${row.method} ${row.path} [${row.what}] as ${caller}`;
        const want = row.expect[caller];
        if (res.statusCode !== want) {
          failures.push(`${label}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 160)}`);
          continue;
        }
        if (res.statusCode >= 400) {
          const body = res.json<{ code?: unknown; message?: unknown }>();
          if (typeof body.code !== 'string' || typeof body.message !== 'string') {
            failures.push(`${label}: error body is not {code, message}: ${res.body.slice(0, 160)}`);
          }
          if (caller === 'owing' && want === 403 && body.code !== 'TWO_FACTOR_REQUIRED') {
            failures.push(`${label}: refused with ${String(body.code)}, not TWO_FACTOR_REQUIRED`);
          }
        }
      }
    }
    console.log(`auth endpoints × callers checked: ${ROWS.length} rows × ${CALLERS.length} callers = ${checked}`);
    expect(failures).toEqual([]);
    // The admin's own verified session renamed them; the session owing a code did not.
    const [admin] = await t.database.db.select().from(users).where(eq(users.id, people.admin.id));
    expect(admin!.name).toBe('Renamed by admin');
  }, 300_000);
});
