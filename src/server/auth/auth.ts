import { betterAuth, getCurrentAdapter, type GenericEndpointContext } from 'better-auth';
import { verifyPassword } from 'better-auth/crypto';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth, twoFactor } from 'better-auth/plugins';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '#server/db/schema/index.ts';
import { mayUseImage } from '#server/features/uploads/index.ts';
import { betterAuthStorage } from '#server/lib/rate-limit.ts';
import { AUTH_DEFAULT_RULE, AUTH_RULES, clearSignInFailures } from '#server/lib/rate-limit-policy.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from '#shared/password-policy.ts';
import { refusal } from './refusal';
import { isHardToGuess } from './password-strength';
import {
  EMAIL_VERIFIED_PATH,
  deleteResetLink,
  mayMailAccount,
  voidOtherResetLinks,
  type AccountMail,
} from './account-mail';
import { isCleanLine } from '#shared/text.ts';
import { PUBLIC_UPLOAD_URL } from '#shared/uploads.ts';
import { generatePublicId } from '#server/lib/ids.ts';
import type { Role } from '#shared/constants.ts';
import { mustUseTwoFactor } from './session';
import { earlyHashes } from './early-hash';

export interface AuthDeps {
  db: Db;
  config: Config;
  secret: string;
  /** Sends the reset e-mail; called without awaiting so the answer time never tells if an account exists. */
  sendResetPassword: (data: AccountMail) => Promise<void>;
  /** Sends the "confirm your e-mail address" link; also not awaited, for the same reason. */
  sendVerificationEmail: (data: AccountMail) => Promise<void>;
  /** After a user is created (password or Google): claim their sign-up photo upload. */
  onUserCreated?: (user: { id: string; image?: string | null }) => Promise<void>;
  /** Whether the school's settings require two-step sign-in of teachers (see mustUseTwoFactor). */
  teachersMustUseTwoFactor: () => Promise<boolean>;
  /**
   * Where better-auth's own messages go (the app's logger, so LOG_LEVEL applies). Without it they
   * go to the console, where a client's bad input (e.g. an invalid redirect URL) printed errors.
   */
  log?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
  /** Epoch ms now, for the rate limits. */
  clock?: () => number;
}

/** The endpoints that prove the second factor: a session they make or answer has passed it. */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);
/** These show or remove the second factor, so a session must have passed it to call them. */
const SECOND_FACTOR_ONLY_PATHS = new Set([
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
]);

const makeSid = () => generatePublicId('SID');

/**
 * A SID no user has yet. Goes through better-auth's current adapter so it also works inside its
 * transaction (PGlite has one connection: a query on the outer handle there would wait forever).
 * The unique constraint stays the final guard.
 */
async function freeSid(ctx: GenericEndpointContext | null, db: Db): Promise<string> {
  const adapter = ctx ? await getCurrentAdapter(ctx.context.adapter) : null;
  for (let i = 0; i < 10; i++) {
    const sid = makeSid();
    const taken = adapter
      ? await adapter.findOne({ model: 'user', where: [{ field: 'sid', value: sid }] })
      : await db.query.users.findFirst({ where: (u, { eq }) => eq(u.sid, sid), columns: { id: true } });
    if (!taken) return sid;
  }
  throw new Error('could not allocate a unique SID');
}

/** The paths that set a new password, and the body field that carries it. */
const NEW_PASSWORD_FIELD: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * The name and e-mail of the person a new password is for, so the strength check can refuse one
 * built from them: the sign-up's own fields, the signed-in user changing theirs, or the account a
 * reset (or invitation) link belongs to. Empty when the link is unknown: better-auth refuses it.
 */
async function personalDetails(ctx: GenericEndpointContext, body: Record<string, unknown>): Promise<string[]> {
  const strings = (...values: unknown[]) => values.filter((v): v is string => typeof v === 'string');
  if (ctx.path === '/sign-up/email') return strings(body.name, body.email);
  if (ctx.path === '/change-password') {
    const session = await getSessionFromCtx(ctx);
    return strings(session?.user.name, session?.user.email);
  }
  if (ctx.path === '/reset-password' && typeof body.token === 'string' && body.token) {
    const link = await ctx.context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
    const user = link ? await ctx.context.internalAdapter.findUserById(link.value) : null;
    return strings(user?.name, user?.email);
  }
  return [];
}

export function createAuth({
  db,
  config,
  secret,
  sendResetPassword,
  sendVerificationEmail,
  onUserCreated,
  teachersMustUseTwoFactor,
  log,
  clock = Date.now,
}: AuthDeps) {
  const google = config.google;
  const hashes = earlyHashes();
  return betterAuth({
    appName: 'Khulna Driving School',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    ...(log
      ? {
          logger: {
            // Not warn/error/debug: at those levels better-auth also prints every refused request
            // to the console itself, bypassing `log`.
            level: 'info' as const,
            log: (level, message, ...args) => log[level]({ args }, `better-auth: ${message}`),
          },
        }
      : {}),
    // A failure that is not one of better-auth's answers (a database error, say) is thrown on to
    // the API's own error handler: logged there and answered 500 `{code, message}` like any route,
    // not printed to the console with an empty body. better-auth's answers (401, 422…) stay answers.
    onAPIError: { throw: true },
    // Locally the same server answers on localhost, 127.0.0.1 and its LAN addresses: all the site itself.
    trustedOrigins: config.trustedOrigins,
    // Each of better-auth's multi-step writes is one transaction: a sign-up's account, password and
    // session, a reset's spent link, ended sessions and new password. A crash or a lost connection
    // between the steps of a sign-up once left an account without a password: its address was taken
    // ("already exists") and nobody could sign in to it. Inside those transactions our hooks reach
    // the database only through better-auth's current adapter (see freeSid); its after-hooks run
    // once the transaction has committed.
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits, twoFactors },
      transaction: true,
    }),
    user: {
      additionalFields: {
        // input: false — a client can never choose these; the server sets them.
        role: { type: 'string', required: true, defaultValue: 'student', input: false },
        status: { type: 'string', required: true, defaultValue: 'Verified', input: false },
        sid: { type: 'string', required: true, unique: true, input: false, defaultValue: () => makeSid() },
        dob: { type: 'string', required: false, input: false },
      },
    },
    session: {
      additionalFields: {
        twoFactorVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
        lastActiveAt: { type: 'date', required: false, defaultValue: () => new Date(), input: false },
      },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      // The sign-up's hash is made before its transaction opens (see earlyHashes).
      password: { hash: (password) => hashes.hash(password), verify: verifyPassword },
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Sign-in works before the address is verified: students must never be locked out by a
      // mail that went to spam. The app shows a banner until they verify (decision 0150).
      requireEmailVerification: false,
      sendResetPassword: async ({ user, url, token }) => {
        // One mailed link per account at a time, and a few mails an hour per account.
        if (!(await mayMailAccount(db, 'reset', user.id))) return deleteResetLink(db, token);
        await voidOtherResetLinks(db, user.id, token);
        // Not awaited, and a failure is the sender's to log (src/server/auth/account-mail.ts).
        void sendResetPassword({ userId: user.id, email: user.email, name: user.name, url }).catch(() => {});
      },
      // Only the mailbox's owner can open a reset link, so a completed reset proves the address, and
      // wrong guesses before it no longer lock the owner out.
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified) await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
        await clearSignInFailures(db, user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        if (!(await mayMailAccount(db, 'verify', user.id))) return;
        const link = new URL(url);
        link.searchParams.set('callbackURL', EMAIL_VERIFIED_PATH);
        void sendVerificationEmail({ userId: user.id, email: user.email, name: user.name, url: link.toString() }).catch(
          () => {},
        );
      },
    },
    // Google joins an existing account only when BOTH sides vouch for the address: Google says it
    // is verified and our account's address was verified (by link, reset or Google). Otherwise a
    // stranger could pre-register a victim's address with a password and share the account later.
    account: { accountLinking: { enabled: true, requireLocalEmailVerified: true } },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => ({
            data: { ...user, role: 'student', status: 'Verified', dob: null, sid: await freeSid(ctx, db) },
          }),
          after: async (user) => {
            await onUserCreated?.(user);
          },
        },
      },
      session: {
        create: {
          // A session made by a correct authenticator or backup code has passed the second factor
          // (sign-in, and the new session that confirms enrolment); one made by changing the
          // password keeps what the session that changed it had. Every other way starts without.
          before: async (session, ctx) => {
            const current = ctx?.context.session?.session as { twoFactorVerified?: boolean } | undefined;
            const verified =
              (ctx?.path !== undefined && SECOND_FACTOR_PATHS.has(ctx.path)) ||
              (ctx?.path === '/change-password' && current?.twoFactorVerified === true);
            return { data: { ...session, twoFactorVerified: verified, lastActiveAt: new Date() } };
          },
          // The account's last sign-in, for Manage Users: kept on the account, because its sessions
          // are deleted on sign-out, password reset and role change.
          after: async (session) => {
            await db
              .update(users)
              .set({ lastSignInAt: new Date(session.createdAt) })
              .where(eq(users.id, session.userId));
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/sign-up/email' && typeof body.email === 'string') {
          // The owner is made by the operator (npm run user -- create-owner), never by a sign-up:
          // whoever registers that address first must not end up holding it (decision 0152).
          if (body.email.trim().toLowerCase() === config.ownerEmail) {
            throw refusal('OWNER_ADDRESS_RESERVED');
          }
        }
        const passwordField = NEW_PASSWORD_FIELD[ctx.path];
        const password = passwordField ? body[passwordField] : undefined;
        if (typeof password === 'string') {
          if (!isHardToGuess(password, await personalDetails(ctx, body))) {
            throw refusal('WEAK_PASSWORD');
          }
        }
        if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
          const nameGiven = ctx.path === '/sign-up/email' || body.name !== undefined;
          // A name is one clean line (src/shared/text.ts): a NUL byte was a 500 here, a bidi override a spoof.
          if (
            nameGiven &&
            (typeof body.name !== 'string' || !body.name.trim() || body.name.length > 100 || !isCleanLine(body.name))
          ) {
            throw refusal('VALIDATION_FAILED', { name: { code: 'formErrors.maxChars', params: { max: 100 } } });
          }
          // The account photo follows the one image rule (mayUseImage): at sign-up a photo nobody
          // has claimed yet (uploaded just before, anonymously); later one of the caller's own public
          // uploads or the photo they already have. Never someone else's photo or an outside address.
          if (body.image != null) {
            let allowed = false;
            if (typeof body.image === 'string' && PUBLIC_UPLOAD_URL.test(body.image)) {
              if (ctx.path === '/sign-up/email') {
                allowed = await mayUseImage(db, body.image, { visibility: 'public', owners: [null] });
              } else {
                const session = await getSessionFromCtx(ctx);
                // No session: better-auth answers 401 itself.
                allowed =
                  !session ||
                  (await mayUseImage(db, body.image, {
                    visibility: 'public',
                    owners: [session.user.id],
                    current: [session.user.image],
                  }));
              }
            }
            if (!allowed) {
              throw refusal('VALIDATION_FAILED', { image: { code: 'formErrors.photoFirst' } });
            }
          }
        }
        // The sign-up passed every check of ours: its password's hash starts now, before
        // better-auth opens the sign-up's transaction (see earlyHashes).
        if (
          ctx.path === '/sign-up/email' &&
          typeof body.password === 'string' &&
          body.password.length >= PASSWORD_MIN &&
          body.password.length <= PASSWORD_MAX
        ) {
          hashes.start(body.password);
        }
        // "Trust this device" would let a later sign-in skip the code; staff must give it each time.
        if (SECOND_FACTOR_PATHS.has(ctx.path) && (ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice) {
          throw refusal('VALIDATION_FAILED', { trustDevice: { code: 'formErrors.invalid' } });
        }
        if (SECOND_FACTOR_ONLY_PATHS.has(ctx.path)) {
          const current = await getSessionFromCtx(ctx);
          const session = current?.session as { twoFactorVerified?: boolean } | undefined;
          if (current && !session?.twoFactorVerified) {
            throw refusal('TWO_FACTOR_REQUIRED', undefined, { step: 'verify' });
          }
          const role = (current?.user as { role?: Role } | undefined)?.role;
          if (ctx.path === '/two-factor/disable' && role && (await mustUseTwoFactor(role, teachersMustUseTwoFactor))) {
            throw refusal('TWO_FACTOR_REQUIRED', undefined, { step: 'keep', role });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        // A signed-in session that gives a correct code (e.g. after Google sign-in, which
        // better-auth does not challenge) has now passed the second factor too.
        if (!SECOND_FACTOR_PATHS.has(ctx.path)) return;
        const returned = ctx.context.returned;
        if (!returned || isAPIError(returned) || returned instanceof Response) return;
        const token = (returned as { token?: unknown }).token;
        if (typeof token === 'string' && token) {
          await db.update(sessions).set({ twoFactorVerified: true }).where(eq(sessions.token, token));
        }
      }),
    },
    socialProviders:
      google && !google.discoveryUrl
        ? { google: { clientId: google.clientId, clientSecret: google.clientSecret, prompt: 'select_account' } }
        : {},
    plugins: [
      // Authenticator-app codes (TOTP, RFC 6238) with ten one-time backup codes. Required for
      // admins and the owner (the server refuses their staff calls without it), optional for others.
      twoFactor({
        issuer: 'Khulna Driving School',
        // A Google-only account has no password to confirm with; it is signed in, which suffices.
        allowPasswordless: true,
      }),
      ...(google?.discoveryUrl
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  discoveryUrl: google.discoveryUrl,
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    // Per address and path, in the app's own database buckets (lib/rate-limit-policy.ts).
    rateLimit: {
      enabled: true,
      ...AUTH_DEFAULT_RULE,
      customRules: AUTH_RULES,
      customStorage: betterAuthStorage(db, clock),
    },
    advanced: {
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
      useSecureCookies: config.isProduction || config.publicUrl.startsWith('https://'),
      // Vitest sets NODE_ENV=test, where better-auth would skip its own origin check: keep it on.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
