import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema';
import type { SaveUserBodySchema, User } from '../../../shared/schemas/user';
import type { Role } from '../../../shared/constants';
import { AppError } from '../../lib/errors';
import { isAdmin, sameEmail } from '../../auth/guards';
import type { SessionUser } from '../../auth/session';
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
  role?: Role;
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
  if (role !== 'student' && role !== target.role && !target.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
}

export async function setRoleByEmail(db: Db, email: string, role: Role): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  assertMayTakeRole(user, role);
  return updateUser(db, user.id, { role });
}

/**
 * PUT /api/users/{email} (after the self-or-admin guard): the name and date of birth change; the
 * e-mail and SID never do; a role only by an admin, never their own, and the owner's only by the
 * owner, so no admin can lock the school out of its own site.
 */
export async function saveUser(
  db: Db,
  who: { caller: SessionUser; ownerEmail: string },
  email: string,
  body: z.infer<typeof SaveUserBodySchema>,
): Promise<UserRow> {
  const { caller } = who;
  const target = await findUserByEmail(db, email);
  if (body.email && !sameEmail(body.email, target.email)) {
    throw new AppError('BAD_REQUEST', 'The e-mail in the body does not match the address.');
  }
  if (body.sid && body.sid !== target.sid) throw new AppError('FORBIDDEN', 'A SID cannot be changed.');
  if (body.role && body.role !== target.role) {
    if (!isAdmin(caller)) throw new AppError('FORBIDDEN', 'Only an admin can change a role.');
    if (target.id === caller.id) throw new AppError('FORBIDDEN', 'Admins cannot change their own role.');
    if (sameEmail(target.email, who.ownerEmail) && !caller.isOwner) {
      throw new AppError('FORBIDDEN', "Only the owner can change the owner's role.");
    }
    assertMayTakeRole(target, body.role);
  }
  const changes: UserChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.dob !== undefined) changes.dob = body.dob || null;
  if (body.role !== undefined && isAdmin(caller)) changes.role = body.role;
  return updateUser(db, target.id, changes);
}
