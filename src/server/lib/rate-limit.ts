import { randomUUID } from 'node:crypto';
import { and, like, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';

/**
 * A fixed-window rate limit whose counters live in the database (better-auth's `rate_limits`
 * table), so every app process on one PostgreSQL shares them; @fastify/rate-limit's in-memory
 * store would give each process its own budget. One atomic upsert per request decides it, so
 * concurrent requests cannot all pass on a stale read. See docs/decisions/0031.
 *
 * Our rows are keyed `app:<name>:<client>`; better-auth's own keys start with the client's IP,
 * so the two never meet. In our rows `last_request` holds the END of the current window (epoch
 * ms): better-auth prunes every row whose `last_request` is older than its longest window, which
 * for our rows can only happen after their window is over, whatever its length.
 */
export interface RateLimitRule {
  /** Names the limited action, e.g. `verify`. Letters, digits and `-` only. */
  name: string;
  /** Requests allowed per window; the next one is refused. */
  max: number;
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests counted in this window, this one included. */
  count: number;
  remaining: number;
  /** Epoch ms when the window ends and the count starts again. */
  resetAt: number;
}

/** Counted past `max` only so far: nobody needs to know by how much a client overshot. */
const COUNT_CAP = 1_000_000;

export const rateLimitKey = (name: string, client: string) => `app:${name}:${client}`;

/** Counts one request of `client` against `rule` and says whether it may go ahead. */
export async function hitRateLimit(
  db: Db,
  rule: RateLimitRule,
  client: string,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const resetAt = now + rule.windowMs;
  // In ON CONFLICT … DO UPDATE, plain column names are the stored row's values.
  const expired = sql`${rateLimits.lastRequest} <= ${now}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key: rateLimitKey(rule.name, client), count: 1, lastRequest: resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else least(${rateLimits.count} + 1, ${COUNT_CAP}) end`,
        lastRequest: sql`case when ${expired} then ${resetAt} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.lastRequest });
  const count = row!.count;
  return { allowed: count <= rule.max, count, remaining: Math.max(0, rule.max - count), resetAt: row!.resetAt };
}

/** Removes this limiter's rows whose window is over (better-auth prunes too; this is for quiet sites). */
export async function deleteExpiredRateLimits(db: Db, name: string, now = Date.now()): Promise<void> {
  await db
    .delete(rateLimits)
    .where(and(like(rateLimits.key, `${rateLimitKey(name, '')}%`), lte(rateLimits.lastRequest, now)));
}

/**
 * A route `onRequest` hook enforcing `rule` per client IP (`request.ip`, which honours
 * TRUST_PROXY). It runs before the body is parsed, so malformed attempts count too. Refusals are
 * 429 RATE_LIMITED with `message`, a `retry-after` header in seconds, and the usual
 * `x-ratelimit-*` headers. Expired rows are swept hourly while the app runs.
 */
export function dbRateLimit(
  app: FastifyInstance,
  rule: RateLimitRule & { message: (retryAfterSeconds: number) => string },
) {
  if (!/^[a-z0-9-]+$/i.test(rule.name)) throw new Error(`rate limit name must be letters, digits, -: ${rule.name}`);
  const sweep = setInterval(
    () =>
      void deleteExpiredRateLimits(app.db, rule.name).catch((err: unknown) =>
        app.log.warn({ err }, 'rate limit sweep failed'),
      ),
    60 * 60 * 1000,
  );
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  return async function rateLimitHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const now = Date.now();
    const decision = await hitRateLimit(app.db, rule, request.ip, now);
    const retryAfter = Math.max(1, Math.ceil((decision.resetAt - now) / 1000));
    reply.header('x-ratelimit-limit', String(rule.max));
    reply.header('x-ratelimit-remaining', String(decision.remaining));
    reply.header('x-ratelimit-reset', String(retryAfter));
    if (!decision.allowed) {
      reply.header('retry-after', String(retryAfter));
      throw new AppError('RATE_LIMITED', rule.message(retryAfter));
    }
  };
}
