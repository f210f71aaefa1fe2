import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessions, users, type UserRow } from '#server/db/schema/index.ts';
import type { SaveUserBodySchema, User } from '#shared/schemas/user.ts';
import type { Role } from '#shared/constants.ts';
import { AppError } from '#server/lib/errors.ts';
import { sameEmail } from '#server/auth/guards.ts';
import { recordAudit, type AuditActor } from '#server/lib/audit.ts';
import type { SessionUser } from '#server/auth/session.ts';
import type { z } from 'zod';

export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    role: row.role,
    status: row.status,
    sid: row.sid,
    dob: row.dob,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

export async function findUserBySid(db: Db, sid: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.sid, sid)).limit(1);
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

export interface UserChanges {
  name?: string;
  dob?: string | null;
}

export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<UserRow> {
  if (Object.keys(changes).length === 0) {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row!;
  }
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  if (!row) throw new AppError('USER_NOT_FOUND');
  return row;
}

/**
 * A role above student needs a verified address: otherwise whoever registered someone's address
 * first (the owner's, a teacher's) would be promoted in that person's place. Lowering a role to
 * student is always allowed, so an operator can still take rights away.
 */
export function assertMayTakeRole(target: UserRow, role: Role): void {
  if (role !== 'student' && role !== target.role && !target.emailVerified) {
    throw new AppError('EMAIL_NOT_VERIFIED');
  }
}

/**
 * Who may set a role in the app: the school owner, on anyone but themselves. Admins grant and
 * remove no rights (an admin could otherwise make more admins, or take the owner's helpers away),
 * and nobody changes their own role (docs/decisions/0251).
 */
export function assertMayChangeRole(caller: SessionUser, targetId: string): void {
  if (!caller.isOwner) throw new AppError('FORBIDDEN');
  if (targetId === caller.id) throw new AppError('FORBIDDEN');
}

/**
 * Gives the account `userId` the role `role`, all or nothing in one transaction: the row is locked,
 * the verified-address rule is checked on it, the role is written, the account's sessions end (its
 * holder signs in again and gets the new role's screens; a removed right is gone at once), and the
 * audit record is written. The same role again changes nothing and records nothing.
 */
export async function changeRole(db: Db, userId: string, role: Role, actor: AuditActor): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw new AppError('USER_NOT_FOUND');
    if (target.role === role) return target;
    assertMayTakeRole(target, role);
    const [row] = await tx.update(users).set({ role }).where(eq(users.id, userId)).returning();
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, {
      actor,
      action: 'user.role_changed',
      entityType: 'user',
      entityId: userId,
      before: { role: target.role },
      after: { role },
    });
    return row!;
  });
}

/** The owner's role change from Manage Users (`PUT /api/accounts/{id}/role`). */
export async function changeRoleAs(db: Db, caller: SessionUser, userId: string, role: Role): Promise<UserRow> {
  assertMayChangeRole(caller, userId);
  return changeRole(db, userId, role, { id: caller.id, email: caller.email });
}

/** The operator's `npm run user -- set-role`: no signed-in actor, the same rules otherwise. */
export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  return changeRole(db, user.id, role, null);
}

/**
 * PUT /api/users/{email} (after the self-or-admin guard): the name and date of birth change; the
 * e-mail and SID never do; a role only as the owner sets roles in Manage Users (changeRoleAs).
 */
export async function saveUser(
  db: Db,
  caller: SessionUser,
  email: string,
  body: z.infer<typeof SaveUserBodySchema>,
): Promise<UserRow> {
  const target = await findUserByEmail(db, email);
  if (body.email && !sameEmail(body.email, target.email)) {
    throw new AppError('BAD_REQUEST');
  }
  if (body.sid && body.sid !== target.sid) throw new AppError('FORBIDDEN');
  // Every check before the first write, so a refused role leaves the name as it was.
  const newRole = body.role && body.role !== target.role ? body.role : undefined;
  if (newRole) {
    assertMayChangeRole(caller, target.id);
    assertMayTakeRole(target, newRole);
    await changeRoleAs(db, caller, target.id, newRole);
  }
  const changes: UserChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.dob !== undefined) changes.dob = body.dob || null;
  return updateUser(db, target.id, changes);
}
