import type { FastifyInstance, FastifyRequest } from 'fastify';
import { returnToken, takeTokens, rateLimitedError } from '#server/lib/rate-limit.ts';
import { RULES, clearSignInFailures, signInFailureChecks } from '#server/lib/rate-limit-policy.ts';

/** The e-mail a password sign-in names, or null when the body is not one (better-auth answers those). */
function signInEmail(body: unknown): string | null {
  if (typeof body !== 'string') return null;
  try {
    const email = (JSON.parse(body) as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.trim() ? email : null;
  } catch {
    return null;
  }
}

/**
 * Runs a password sign-in (`signIn`, better-auth's answer) under the failure limits: wrong
 * passwords per account whatever the address, and failed sign-ins per address over all accounts
 * (docs/decisions/0140). A token is taken from each bucket BEFORE the password is checked, so
 * parallel guesses cannot all slip past a nearly empty bucket, and a locked account refuses even
 * the right password (otherwise a guesser would still learn it). Afterwards:
 * - 401 (wrong password or unknown account): the tokens stay spent;
 * - success: the account's failures are forgotten (its owner knows the password) and the
 *   address's token is given back;
 * - anything else (invalid body, unverified address, another limit): every token is given back.
 * Unknown accounts are counted exactly like real ones, so a refusal tells nothing about which exist.
 */
export async function guardSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  signIn: () => Promise<Response>,
): Promise<Response> {
  const email = signInEmail(request.body);
  if (!email) return signIn();
  const checks = signInFailureChecks(email, request.ip);
  const outcome = await takeTokens(app.db, checks, app.clock());
  if (!outcome.allowed) throw rateLimitedError(outcome.message, outcome.retryAfterMs);
  const res = await signIn();
  if (res.status === 401) return res;
  if (res.ok) {
    await clearSignInFailures(app.db, email);
    for (const c of checks) if (c.rule === RULES.signInFailuresPerAddress) await returnToken(app.db, c.rule, c.subject);
  } else {
    for (const c of checks) await returnToken(app.db, c.rule, c.subject);
  }
  return res;
}
