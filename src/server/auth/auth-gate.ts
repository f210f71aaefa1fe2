import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifications } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import {
  RULES,
  clearSignInFailures,
  clearWrongCodes,
  signInFailureChecks,
  wrongCodeChecks,
} from '#server/lib/rate-limit-policy.ts';
import { cookieValue, verifiedToken } from './session-read';
import type { SessionState } from './session';
import { bodyField, bodyValue, guardGuess } from './sign-in-guard';

/**
 * What the auth bridge checks before better-auth answers a request (docs/decisions/0390).
 *
 * 1. A session that still owes the second factor reaches only what it needs to pay it: give its
 *    code, enrol (when it owes enrolment), change its password (without ending the other
 *    sessions), sign itself out. The endpoints
 *    that need no session (sign-in, sign-up, reset, e-mail confirmation, Google's callback) stay as
 *    open to it as to a signed-out visitor. Anything else, every endpoint that reads or changes the
 *    account or its sessions, answers 403 TWO_FACTOR_REQUIRED, as the app's own routes do.
 * 2. A signed-in session that checks its password (verify-password, the current password of a
 *    change, the password that turns two-step sign-in on or off, shows its secret or makes new
 *    backup codes, deletes the account) spends the account's wrong-password budget, the same one
 *    sign-in spends.
 * 3. An authenticator or backup code spends the account's wrong-code budget, whether it answers
 *    the sign-in challenge or comes from a signed-in session.
 */

/** What a session owing the second factor may still call, by what it owes. */
const OWED_PATHS: Record<'enrol' | 'verify', ReadonlySet<string>> = {
  enrol: new Set([
    '/two-factor/enable',
    '/two-factor/verify-totp',
    '/two-factor/verify-backup-code',
    '/change-password',
    '/sign-out',
  ]),
  verify: new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/change-password', '/sign-out']),
};

/** Endpoints a signed-out visitor calls: a half-signed-in browser reaches them as one. */
const NO_SESSION_PATHS: ReadonlySet<string> = new Set([
  '/sign-in/email',
  '/sign-in/social',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/verify-email',
  '/send-verification-email',
  '/error',
  '/ok',
]);
const NO_SESSION_PREFIXES = ['/reset-password/', '/callback/'];

/** Endpoints that check the signed-in account's password, and the body field that carries it. */
const PASSWORD_FIELD: Readonly<Record<string, string>> = {
  '/verify-password': 'password',
  '/change-password': 'currentPassword',
  '/delete-user': 'password',
  '/two-factor/enable': 'password',
  '/two-factor/disable': 'password',
  '/two-factor/get-totp-uri': 'password',
  '/two-factor/generate-backup-codes': 'password',
};

/** Endpoints that check an authenticator, backup or one-time code. */
const CODE_PATHS: ReadonlySet<string> = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

/** Whether a session owing `due` may call `path`. */
export function mayCallWhileOwing(due: 'enrol' | 'verify', path: string): boolean {
  return OWED_PATHS[due].has(path) || NO_SESSION_PATHS.has(path) || NO_SESSION_PREFIXES.some((p) => path.startsWith(p));
}

/** better-auth's error code in a refusal, or null. */
async function errorCode(res: Response): Promise<string | null> {
  if (res.ok) return null;
  try {
    const body = (await res.clone().json()) as { code?: unknown } | null;
    return typeof body?.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}

const challengeCookies = new WeakMap<FastifyInstance, Promise<{ name: string; secret: string }>>();

/**
 * The account a sign-in challenge (the cookie the password step set, before the code) is for: its
 * signed value names a verification row whose value is the user's id. Null when there is none.
 */
async function challengeUserId(app: FastifyInstance, request: FastifyRequest): Promise<string | null> {
  const header = request.headers.cookie;
  if (!header) return null;
  let settings = challengeCookies.get(app);
  if (!settings) {
    settings = app.auth.$context.then((ctx) => ({ name: ctx.createAuthCookie('two_factor').name, secret: ctx.secret }));
    challengeCookies.set(app, settings);
  }
  const { name, secret } = await settings;
  const value = cookieValue(header, name);
  const token = value === null ? null : verifiedToken(value, secret);
  if (token === null) return null;
  const [row] = await app.db
    .select({ userId: verifications.value })
    .from(verifications)
    .where(and(eq(verifications.identifier, token), gt(verifications.expiresAt, new Date())))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Runs one better-auth request (`run`) for `path` (below /api/auth) under the rules above.
 * `state` is the session behind the request's cookie, or null.
 */
export async function gateAuthRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  state: SessionState | null,
  run: () => Promise<Response>,
): Promise<Response> {
  // Changing the password may end the other sessions too; from a session owing its code that is
  // revoke-other-sessions by another name (a verified device signed out by one that is not).
  const endsOthers = path === '/change-password' && bodyValue(request.body, 'revokeOtherSessions') === true;
  if (state?.secondFactor && (!mayCallWhileOwing(state.secondFactor, path) || endsOthers)) {
    throw new AppError('TWO_FACTOR_REQUIRED', undefined, undefined, { step: state.secondFactor });
  }
  if (request.method !== 'POST') return run();

  const passwordField = PASSWORD_FIELD[path];
  if (state && passwordField && bodyField(request.body, passwordField)) {
    const email = state.user.email;
    return guardGuess(
      app,
      {
        checks: signInFailureChecks(email, request.ip),
        wrong: async (res) => res.status === 400 && (await errorCode(res)) === 'INVALID_PASSWORD',
        clear: () => clearSignInFailures(app.db, email),
        returnOnSuccess: [RULES.signInFailuresPerAddress],
      },
      run,
    );
  }

  if (CODE_PATHS.has(path)) {
    const userId = state?.user.id ?? (await challengeUserId(app, request));
    if (!userId) return run();
    return guardGuess(
      app,
      {
        checks: wrongCodeChecks(userId),
        wrong: (res) => res.status === 401,
        clear: () => clearWrongCodes(app.db, userId),
      },
      run,
    );
  }
  return run();
}
