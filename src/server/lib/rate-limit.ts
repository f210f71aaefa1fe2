import { createHash, randomUUID } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { eq, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import { rateLimits } from '#server/db/schema/index.ts';
import type en from '#shared/i18n/en.json';
import type { ZodType } from 'zod';
import { RateLimitedError } from './errors';
import { ApiErrorSchema } from './http';

/**
 * The app's one rate limiter. Every limit of the site (our routes and better-auth's, through its
 * `customStorage`) is a token bucket kept in the `rate_limits` table, so every app process on one
 * PostgreSQL shares it. The policy (which limits, their numbers and why) is in `rate-limit-policy.ts`
 * beside this file and docs/decisions/0140.
 *
 * A bucket holds `max` tokens and gets one back every `windowMs / max`: a full bucket lets `max`
 * requests through at once, after that they pass at the refill rate. Unlike a fixed window it
 * never punishes a steady pace below the rate, and it needs no quiet period to recover.
 *
 * Stored form (the generic cell rate algorithm): one row per bucket, `last_request` holding the
 * moment the bucket will be full again (epoch ms; at or before now means full, exactly as if the
 * row were absent, so such rows can be deleted at any time) and `count` the refusals since the
 * last request that passed (0 means the last one passed). One atomic upsert per decision: on
 * PostgreSQL concurrent requests serialize on the row, so exactly as many pass as there are tokens.
 */
export interface RateLimitRule {
  /** Names the action and who is counted, e.g. `signin-fail-account`. Letters, digits and `-`. */
  name: string;
  /** Tokens in a full bucket: how many may pass at once. */
  max: number;
  /** Time for an empty bucket to fill up again. */
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Tokens left after this request. */
  remaining: number;
  /** How long until the next request of this subject would pass (0 while tokens are left). */
  retryAfterMs: number;
}

/** Refusals are counted this far only: nobody needs to know by how much a client overshot. */
const COUNT_CAP = 1_000_000;

export const rateLimitKey = (name: string, subject: string) => `app:${name}:${subject}`;

/** Milliseconds between two tokens. */
const interval = (rule: RateLimitRule) => Math.max(1, Math.ceil(rule.windowMs / rule.max));

/**
 * The one upsert a decision takes, built once per handle (every limited request runs it). In
 * ON CONFLICT … DO UPDATE, plain column names are the stored row's values.
 */
const takeQuery = preparedOn((db: Db) => {
  const now = sql.placeholder('now');
  const step = sql.placeholder('step');
  const from = sql`greatest(${rateLimits.lastRequest}, ${now}::bigint)`;
  const fits = sql`${from} + ${step}::bigint <= ${sql.placeholder('horizon')}::bigint`;
  return db
    .insert(rateLimits)
    .values({ id: sql.placeholder('id'), key: sql.placeholder('key'), count: 0, lastRequest: sql.placeholder('first') })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        lastRequest: sql`case when ${fits} then ${from} + ${step}::bigint else ${rateLimits.lastRequest} end`,
        count: sql`case when ${fits} then 0 else least(${rateLimits.count} + 1, ${COUNT_CAP}) end`,
      },
    })
    .returning({ refusals: rateLimits.count, fullAt: rateLimits.lastRequest })
    .prepare('rate_limit_take');
});

const takeValues = (rule: RateLimitRule, subject: string, now: number) => {
  const step = interval(rule);
  return {
    id: randomUUID(),
    key: rateLimitKey(rule.name, subject),
    first: now + step,
    now,
    step,
    horizon: now + rule.windowMs,
  };
};

/** Takes one token from `subject`'s bucket of `rule`, if there is one. */
export async function takeToken(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now = Date.now(),
): Promise<RateLimitDecision> {
  const [row] = await takeQuery(db).execute(takeValues(rule, subject, now));
  return decisionOf(rule, row!, now);
}

/**
 * takeToken's upsert as a statement of its own, returning `refusals` and `full_at`, for a caller
 * that makes taking the token part of the statement the token pays for (a data-modifying WITH):
 * what that statement writes may depend on `refusals = 0`, and a refusal is still counted.
 */
export function takeTokenStatement(rule: RateLimitRule, subject: string, now: number): SQL {
  const v = takeValues(rule, subject, now);
  const from = sql`greatest(${rateLimits.lastRequest}, ${v.now}::bigint)`;
  const fits = sql`${from} + ${v.step}::bigint <= ${v.horizon}::bigint`;
  const last = sql.identifier(rateLimits.lastRequest.name);
  const count = sql.identifier(rateLimits.count.name);
  return sql`insert into ${rateLimits} (${sql.identifier(rateLimits.id.name)}, ${sql.identifier(rateLimits.key.name)}, ${count}, ${last})
    values (${v.id}, ${v.key}, 0, ${v.first}::bigint)
    on conflict (${sql.identifier(rateLimits.key.name)}) do update set
      ${last} = case when ${fits} then ${from} + ${v.step}::bigint else ${rateLimits.lastRequest} end,
      ${count} = case when ${fits} then 0 else least(${rateLimits.count} + 1, ${COUNT_CAP}) end
    returning ${count} as refusals, ${last} as full_at`;
}

/** The decision a take's returned row means (the row as takeToken's upsert returns it). */
export function decisionOf(
  rule: RateLimitRule,
  row: { refusals: number | string; fullAt: number | string },
  now: number,
): RateLimitDecision {
  const step = interval(rule);
  const fullAt = Number(row.fullAt);
  // The next token fits once `fullAt + step` is within a window of the clock.
  const nextAt = fullAt + step - rule.windowMs;
  const remaining = Math.max(0, Math.floor((now + rule.windowMs - fullAt) / step));
  return {
    allowed: Number(row.refusals) === 0,
    remaining,
    retryAfterMs: remaining > 0 ? 0 : Math.max(1, nextAt - now),
  };
}

/**
 * Whether a bucket still holds a token, from its stored `last_request` (null: no row, a full
 * bucket), without taking one: for a request that costs nothing when it succeeds but must still be
 * refused once the bucket is empty. Null when a token is there, else how long until one is.
 */
export function waitForToken(rule: RateLimitRule, fullAt: number | null, now = Date.now()): number | null {
  const step = interval(rule);
  const from = Math.max(fullAt ?? 0, now);
  if (from + step <= now + rule.windowMs) return null;
  return Math.max(1, from + step - rule.windowMs - now);
}

/** Gives back a token taken in advance for an attempt that turned out not to count. */
export async function returnToken(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ lastRequest: sql`${rateLimits.lastRequest} - ${interval(rule)}::bigint` })
    .where(eq(rateLimits.key, rateLimitKey(rule.name, subject)));
}

/** Fills `subject`'s bucket again (e.g. an account's failures once its password was proven). */
export async function resetRateLimit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, rateLimitKey(rule.name, subject)));
}

/** Removes every full bucket: such a row means the same as no row. */
export async function deleteFullBuckets(db: Db, now = Date.now()): Promise<number> {
  const gone = await db.delete(rateLimits).where(lte(rateLimits.lastRequest, now)).returning({ id: rateLimits.id });
  return gone.length;
}

export interface RateLimitCheck {
  rule: RateLimitRule;
  subject: string;
  /** Which limit refuses: the key of its words under `rateLimits` in the catalogues, sent as `params.limit`. */
  limit: RateLimitName;
}

/** The limits' names, each the key of its words under `rateLimits` (`{{wait}}` is how long). */
export type RateLimitName = Exclude<keyof typeof en.rateLimits, 'wait'>;

export type RateLimitOutcome =
  { allowed: true; remaining: number; limit: number } | { allowed: false; retryAfterMs: number; limit: RateLimitName };

/**
 * Takes a token from every bucket in `checks`. If any is empty the request is refused, the
 * tokens already taken are given back (a refused request costs nothing), and the answer names
 * the longest wait among the empty buckets.
 */
export async function takeTokens(db: Db, checks: RateLimitCheck[], now = Date.now()): Promise<RateLimitOutcome> {
  const taken: RateLimitCheck[] = [];
  let refused: { retryAfterMs: number; limit: RateLimitName } | null = null;
  let tightest = { remaining: Number.POSITIVE_INFINITY, limit: 0 };
  for (const check of checks) {
    const decision = await takeToken(db, check.rule, check.subject, now);
    if (decision.allowed) {
      taken.push(check);
      if (decision.remaining < tightest.remaining) tightest = { remaining: decision.remaining, limit: check.rule.max };
    } else if (!refused || decision.retryAfterMs > refused.retryAfterMs) {
      refused = { retryAfterMs: decision.retryAfterMs, limit: check.limit };
    }
  }
  if (!refused) return { allowed: true, ...tightest };
  for (const check of taken) await returnToken(db, check.rule, check.subject);
  return { allowed: false, ...refused };
}

/** Like `takeTokens`, but a refusal is thrown as a 429 that says how long to wait. */
export async function enforceRateLimits(db: Db, checks: RateLimitCheck[], now = Date.now()): Promise<void> {
  const outcome = await takeTokens(db, checks, now);
  if (!outcome.allowed) throw rateLimitedError(outcome.limit, outcome.retryAfterMs);
}

/**
 * A route hook that draws from the buckets `checksOf` names for this request (before the body is
 * parsed when used as `onRequest`, so malformed attempts count too). A refusal is a 429 whose
 * `params` and `Retry-After` say how long to wait; an allowed request carries
 * `x-ratelimit-limit` / `x-ratelimit-remaining` of its tightest bucket.
 */
export function rateLimitHook(
  app: FastifyInstance,
  checksOf: (request: FastifyRequest) => RateLimitCheck[] | Promise<RateLimitCheck[]>,
) {
  return async function rateLimited(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const outcome = await takeTokens(app.db, await checksOf(request), app.clock());
    if (!outcome.allowed) throw rateLimitedError(outcome.limit, outcome.retryAfterMs);
    reply.header('x-ratelimit-limit', String(outcome.limit));
    reply.header('x-ratelimit-remaining', String(outcome.remaining));
  };
}

/**
 * The options of a public check (a receipt, a refund receipt, a certificate, a verification): no
 * session, so each address gets what `checksOf` allows it; the answer is `ok`, or the error a
 * malformed key (400), an unknown one (404) or too many tries (429) gets.
 */
export function publicCheck<Ok extends ZodType, Request extends { params?: ZodType; body?: ZodType }>(
  app: FastifyInstance,
  checksOf: (ip: string) => RateLimitCheck[],
  ok: Ok,
  request: Request,
) {
  return {
    onRequest: rateLimitHook(app, (req) => checksOf(req.ip)),
    schema: { ...request, response: { 200: ok, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema } },
  };
}

/**
 * The wait a refusal announces, rounded UP to what a page can say plainly: seconds up to 90, then
 * whole minutes up to 90, then whole hours. `Retry-After` and `params.retryAfterSeconds` carry
 * exactly this amount, so the header and the page's words never disagree.
 */
export function roundedWait(ms: number): number {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds <= 90) return seconds;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return minutes * 60;
  return Math.ceil(minutes / 60) * 3600;
}

export function rateLimitedError(limit: RateLimitName, retryAfterMs: number): RateLimitedError {
  return new RateLimitedError(limit, roundedWait(retryAfterMs));
}

/**
 * Who a per-address limit counts: the IPv4 address, or for IPv6 the /64 network. One household,
 * phone or office gets a whole /64 from its provider and can pick any address inside it, so
 * counting single IPv6 addresses would give every client 2^64 budgets.
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  const groupsOf = (part: string) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : ([] as string[]);
  const [head = '', tail] = bare.split('::');
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/** An account's bucket key: a hash of the normalized e-mail, so the table holds no addresses. */
export function accountSubject(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);
}

/**
 * better-auth's limiter, backed by the same buckets (`rateLimit.customStorage`): its per-path
 * rules (`customRules`, plugin rules) are `{window: seconds, max}` and become token buckets here.
 * Its keys are the client address (IPv6 grouped per /64 by better-auth) plus the path.
 */
export function betterAuthStorage(db: Db, clock: () => number) {
  return {
    consume: async (key: string, rule: { window: number; max: number }) => {
      const decision = await takeToken(db, { name: 'auth', max: rule.max, windowMs: rule.window * 1000 }, key, clock());
      return {
        allowed: decision.allowed,
        retryAfter: decision.allowed ? null : Math.max(1, Math.ceil(decision.retryAfterMs / 1000)),
      };
    },
  };
}

/** Deletes full buckets hourly while the app runs (and once at start). */
export function sweepRateLimits(app: FastifyInstance): void {
  const sweep = () =>
    void deleteFullBuckets(app.db, app.clock()).catch((err: unknown) =>
      app.log.warn({ err }, 'rate limit sweep failed'),
    );
  const timer = setInterval(sweep, 60 * 60 * 1000);
  timer.unref();
  app.addHook('onReady', async () => sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}
