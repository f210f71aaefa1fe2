import { APIError, betterAuth, getCurrentAdapter, type GenericEndpointContext } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema';
import { mayUseImage } from '../features/uploads/service';
import { PASSWORD_MAX, PASSWORD_MIN, WEAK_PASSWORD_MESSAGE, isStrongPassword } from '../../shared/password-policy';
import { isCleanLine } from '../../shared/text';
import { PUBLIC_UPLOAD_URL } from '../../shared/uploads';
import { generatePublicId } from '../lib/ids';

export interface AuthDeps {
  db: Db;
  config: Config;
  secret: string;
  /** Sends the reset e-mail; called without awaiting so the answer time never tells if an account exists. */
  sendResetPassword: (data: { email: string; name: string; url: string }) => Promise<void>;
  /** After a user is created (password or Google): claim their sign-up photo upload. */
  onUserCreated?: (user: { id: string; image?: string | null }) => Promise<void>;
  /**
   * Where better-auth's own messages go (the app's logger, so LOG_LEVEL applies). Without it they
   * go to the console, where a client's bad input (e.g. an invalid redirect URL) printed errors.
   */
  log?: Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;
}

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

export function createAuth({ db, config, secret, sendResetPassword, onUserCreated, log }: AuthDeps) {
  const google = config.google;
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
    // Locally the same server answers on localhost and 127.0.0.1; both are the site itself.
    trustedOrigins: config.isProduction
      ? [config.publicUrl]
      : [config.publicUrl, `http://localhost:${config.PORT}`, `http://127.0.0.1:${config.PORT}`],
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, rateLimits },
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
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        void sendResetPassword({ email: user.email, name: user.name, url }).catch(() => {});
      },
    },
    // Google may join an existing account only when its e-mail was verified; otherwise anyone could
    // pre-register a victim's address with a password and share the account later.
    account: { accountLinking: { enabled: true } },
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
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const password =
          ctx.path === '/sign-up/email'
            ? (ctx.body as { password?: unknown } | undefined)?.password
            : ctx.path === '/reset-password'
              ? (ctx.body as { newPassword?: unknown } | undefined)?.newPassword
              : undefined;
        if (typeof password === 'string' && !isStrongPassword(password)) {
          throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: WEAK_PASSWORD_MESSAGE });
        }
        if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
          const body = (ctx.body ?? {}) as { name?: unknown; image?: unknown };
          const nameGiven = ctx.path === '/sign-up/email' || body.name !== undefined;
          // A name is one clean line (src/shared/text.ts): a NUL byte was a 500 here, a bidi override a spoof.
          if (
            nameGiven &&
            (typeof body.name !== 'string' || !body.name.trim() || body.name.length > 100 || !isCleanLine(body.name))
          ) {
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION_FAILED',
              message: 'name: enter a name of 1 to 100 characters.',
            });
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
              throw new APIError('BAD_REQUEST', {
                code: 'VALIDATION_FAILED',
                message: 'image: upload the photo here first.',
              });
            }
          }
        }
      }),
    },
    socialProviders:
      google && !google.discoveryUrl
        ? { google: { clientId: google.clientId, clientSecret: google.clientSecret, prompt: 'select_account' } }
        : {},
    plugins: google?.discoveryUrl
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
      : [],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 5 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 5 },
        '/get-session': false,
      },
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
