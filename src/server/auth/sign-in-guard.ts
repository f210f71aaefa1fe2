import type { FastifyInstance, FastifyRequest } from 'fastify';
import { returnToken, takeTokens, rateLimitedError, type RateLimitCheck } from '#server/lib/rate-limit.ts';
import { RULES, clearSignInFailures, signInFailureChecks } from '#server/lib/rate-limit-policy.ts';

/** The e-mail a password sign-in names, or null when the body is not one (better-auth answers those). */
function signInEmail(body: unknown): string | null {
  const email = bodyField(body, 'email');
  return email?.trim() ? email : null;
}

/** A field of a request's JSON body (the auth bridge keeps bodies as text), or undefined. */
export function bodyValue(body: unknown, field: string): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return (JSON.parse(body) as Record<string, unknown> | null)?.[field];
  } catch {
    return undefined;
  }
}

/** A string field of a request's JSON body, or null. */
export function bodyField(body: unknown, field: string): string | null {
  const value = bodyValue(body, field);
  return typeof value === 'string' ? value : null;
}

export interface GuessGuard {
  /** The buckets one guess draws from, taken BEFORE the secret is checked. */
  checks: RateLimitCheck[];
  /** Whether better-auth's answer says the guess was wrong: then the tokens stay spent. */
  wrong: (res: Response) => boolean | Promise<boolean>;
  /** On success: forget the account's failures (its owner knows the secret). */
  clear: () => Promise<void>;
  /** On success, these buckets get their token back too (per-address ceilings). */
  returnOnSuccess?: RateLimitCheck['rule'][];
}

/**
 * Runs one guess of a secret (a password or an authenticator code) under per-account limits. A
 * token is taken from each bucket BEFORE the secret is checked, so parallel guesses cannot all
 * slip past a nearly empty bucket, and a locked account refuses even the right secret (otherwise a
 * guesser would still learn it). Afterwards: a wrong guess keeps the tokens spent; a success
 * forgets the account's failures and gives back the buckets named for it; anything else (invalid
 * body, another limit) gives every token back.
 */
export async function guardGuess(app: FastifyInstance, guard: GuessGuard, run: () => Promise<Response>) {
  const outcome = await takeTokens(app.db, guard.checks, app.clock());
  if (!outcome.allowed) throw rateLimitedError(outcome.limit, outcome.retryAfterMs);
  const res = await run();
  if (await guard.wrong(res)) return res;
  if (res.ok) {
    await guard.clear();
    for (const c of guard.checks) {
      if (guard.returnOnSuccess?.includes(c.rule)) await returnToken(app.db, c.rule, c.subject);
    }
  } else {
    for (const c of guard.checks) await returnToken(app.db, c.rule, c.subject);
  }
  return res;
}

/**
 * Runs a password sign-in (`signIn`, better-auth's answer) under the failure limits: wrong
 * passwords per account whatever the address, and failed sign-ins per address over all accounts
 * (docs/decisions/0140). A 401 (wrong password or unknown account) keeps the tokens; a success
 * gives the address's token back. Unknown accounts are counted exactly like real ones, so a
 * refusal tells nothing about which exist.
 */
export async function guardSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  signIn: () => Promise<Response>,
): Promise<Response> {
  const email = signInEmail(request.body);
  if (!email) return signIn();
  return guardGuess(
    app,
    {
      checks: signInFailureChecks(email, request.ip),
      wrong: (res) => res.status === 401,
      clear: () => clearSignInFailures(app.db, email),
      returnOnSuccess: [RULES.signInFailuresPerAddress],
    },
    signIn,
  );
}
