import { and, eq, like, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { verifications } from '../db/schema';
import { takeToken } from '../lib/rate-limit';
import { RULES } from '../lib/rate-limit-policy';

/**
 * Caps on the mails one ACCOUNT can be sent, whatever address asks: the per-address limits alone
 * let a script flood one person's inbox from many addresses (docs/decisions/0154).
 */
const ACCOUNT_MAIL_RULES = { reset: RULES.resetMailsPerAccount, verify: RULES.verifyMailsPerAccount } as const;

/** Counts one mail of `kind` to this account; false once the account's budget is spent. */
export async function mayMailAccount(db: Db, kind: keyof typeof ACCOUNT_MAIL_RULES, userId: string): Promise<boolean> {
  return (await takeToken(db, ACCOUNT_MAIL_RULES[kind], userId)).allowed;
}

const RESET_PREFIX = 'reset-password:';

/**
 * Leaves only the reset link with `token` alive for this user: a newer link voids every older one,
 * so a forgotten mail in an old inbox (or a shared office PC) cannot be used later.
 */
export async function voidOtherResetLinks(db: Db, userId: string, token: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${RESET_PREFIX}%`),
        ne(verifications.identifier, `${RESET_PREFIX}${token}`),
      ),
    );
}

/** Removes one reset link (one that was not mailed because the account's cap was reached). */
export async function deleteResetLink(db: Db, token: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, `${RESET_PREFIX}${token}`));
}
