import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '#server/db/schema/index.ts';
import { AppError, OperatorError } from '#server/lib/errors.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { isHardToGuess } from './password-strength';

/**
 * The school owner's account: an admin at OWNER_EMAIL whose address is verified (an address
 * nobody proved to hold never manages the school).
 */
export function isOwnerAccount(user: { role: string; emailVerified: boolean; email: string }, ownerEmail: string) {
  return user.role === 'admin' && user.emailVerified && user.email.toLowerCase() === ownerEmail;
}

export interface CreateOwnerInput {
  email: string;
  /** The owner's password; without it a random one is set and a reset link is mailed. */
  password?: string;
  name?: string;
}

export interface CreateOwnerResult {
  userId: string;
  /** False when an account with that address already existed and was taken over. */
  created: boolean;
  /** True when a "choose your password" link was mailed instead of setting a password. */
  mailed: boolean;
}

/**
 * Makes the school owner's account: the admin whose address is OWNER_EMAIL. The only way to an
 * owner besides the demo seed, because a sign-up with that address is refused and whoever
 * registered it earlier proved nothing. An existing account with the address is taken over: its
 * sessions end, its password is replaced, and it becomes a verified admin (the operator vouches
 * for the address by naming it here; with `mailed`, only the mailbox can set the password).
 * See docs/decisions/0152-owner-account.md.
 */
export async function createOwner(app: FastifyInstance, input: CreateOwnerInput): Promise<CreateOwnerResult> {
  const email = input.email.trim().toLowerCase();
  if (email !== app.config.ownerEmail) {
    throw new OperatorError(
      `The owner's address is OWNER_EMAIL (${app.config.ownerEmail}); set OWNER_EMAIL=${email} to make that address the owner.`,
    );
  }
  const name = input.name?.trim() || 'School Owner';
  if (input.password !== undefined && !isHardToGuess(input.password, [email, name])) {
    throw new AppError('WEAK_PASSWORD');
  }
  const ctx = await app.auth.$context;
  const hash = await ctx.password.hash(input.password ?? randomBytes(32).toString('base64url'));
  const [existing] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));

  let userId: string;
  if (existing) {
    userId = existing.id;
    await ctx.internalAdapter.deleteUserSessions(userId);
    if (await ctx.internalAdapter.findCredentialAccount(userId)) await ctx.internalAdapter.updatePassword(userId, hash);
    else
      await ctx.internalAdapter.createAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
  } else {
    const user = await ctx.internalAdapter.createUser(
      { name, email, emailVerified: true },
      { method: 'email-password' },
    );
    userId = user.id;
    await ctx.internalAdapter.createAccount({ userId, providerId: 'credential', accountId: userId, password: hash });
  }
  // The operator's change is on the record like any other role change (docs/decisions/0250).
  await app.db.transaction(async (tx) => {
    const [prev] = await tx
      .select({ role: users.role, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    await tx.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actor: null,
      action: 'user.made_owner',
      entityType: 'user',
      entityId: userId,
      before: existing && prev ? { role: prev.role, emailVerified: prev.emailVerified } : null,
      after: { role: 'admin', emailVerified: true },
    });
  });

  const mailed = input.password === undefined;
  if (mailed) {
    await app.auth.api.requestPasswordReset({ body: { email, redirectTo: `${app.config.publicUrl}/reset/new` } });
  }
  return { userId, created: !existing, mailed };
}
