import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import { sessions, users } from '#server/db/schema/index.ts';

/**
 * The session behind a request's cookie, read with one joined query.
 *
 * Every signed-in request asks who is calling. better-auth's own answer builds a whole endpoint
 * context, verifies the cookie through WebCrypto and reads the session and its user in two round
 * trips; under load that was a large share of a booking's time. This reads the same signed cookie
 * (`<token>.<base64 HMAC-SHA256 of the token>`, the secret being better-auth's) and the same rows.
 *
 * No such session means signed out, as for better-auth. Otherwise it answers only the plain case: a
 * session that has not expired and is not due for better-auth's periodic extension. Anything else (expired: delete it; due: extend it
 * and re-issue the cookie; "don't remember me" cookies) is better-auth's to handle, so the caller
 * falls back to it and the outcome stays exactly better-auth's.
 */
export type FastSession =
  | { kind: 'none' }
  | { kind: 'fallback' }
  | { kind: 'found'; user: typeof users.$inferSelect; session: typeof sessions.$inferSelect };

interface CookieSettings {
  name: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const settingsOf = new WeakMap<FastifyInstance, Promise<CookieSettings>>();

function cookieSettings(app: FastifyInstance): Promise<CookieSettings> {
  let settings = settingsOf.get(app);
  if (!settings) {
    settings = app.auth.$context.then((ctx) => ({
      name: ctx.authCookies.sessionToken.name,
      secret: ctx.secret,
      expiresInMs: ctx.sessionConfig.expiresIn * 1000,
      updateAgeMs: ctx.sessionConfig.updateAge * 1000,
    }));
    settingsOf.set(app, settings);
  }
  return settings;
}

/** The raw value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const eqAt = part.indexOf('=');
    if (eqAt < 0 || part.slice(0, eqAt).trim() !== name) continue;
    const raw = part.slice(eqAt + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      return null;
    }
  }
  return null;
}

/** The token a signed cookie value carries when its signature is right, else null. */
export function verifiedToken(value: string, secret: string): string | null {
  const at = value.lastIndexOf('.');
  if (at < 1) return null;
  const token = value.slice(0, at);
  const signature = value.slice(at + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

const sessionByToken = preparedOn((db: Db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('session_by_token'),
);

export async function readSession(app: FastifyInstance, request: FastifyRequest): Promise<FastSession> {
  const header = request.headers.cookie;
  if (!header) return { kind: 'none' };
  const settings = await cookieSettings(app);
  const value = cookieValue(header, settings.name);
  if (value === null) return { kind: 'none' };
  const token = verifiedToken(value, settings.secret);
  if (token === null) return { kind: 'none' };
  const [row] = await sessionByToken(app.db).execute({ token });
  if (!row) return { kind: 'none' };
  const expiresAt = row.session.expiresAt.getTime();
  const now = Date.now();
  if (expiresAt < now) return { kind: 'fallback' };
  if (expiresAt - settings.expiresInMs + settings.updateAgeMs <= now) return { kind: 'fallback' };
  return { kind: 'found', user: row.user, session: row.session };
}
