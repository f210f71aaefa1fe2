import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { profiles, users, type ProfileRow, type UserRow } from '#server/db/schema/index.ts';
import { profileInputSchema, type Profile, type ProfileInput, type ProfileListQuery } from '#shared/schemas/profile.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import { AppError, fieldRefusals, parseOrThrow } from '#server/lib/errors.ts';
import { isAdmin } from '#server/auth/guards.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { mayUseImage } from '#server/features/uploads/index.ts';
import { findUserByEmail, findUserBySid } from '#server/features/users/index.ts';

export function toProfile(row: ProfileRow): Profile {
  return {
    _id: row.id,
    sid: row.sid,
    name: row.name,
    email: row.email,
    phone: row.phone,
    image: row.image,
    nid: row.nid,
    emergency: row.emergency,
    preaddress: row.preaddress,
    peraddress: row.peraddress,
    dob: row.dob,
    fname: row.fname,
    mname: row.mname,
    status: row.status,
  };
}

const byEmail = (email: string) => eq(sql`lower(${profiles.email})`, email.toLowerCase());

export async function findProfileByEmail(db: Db, email: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(byEmail(email)).limit(1);
  if (!row) throw new AppError('PROFILE_NOT_FOUND');
  return row;
}

export async function findProfileBySid(db: Db, sid: string): Promise<ProfileRow> {
  const [row] = await db.select().from(profiles).where(eq(profiles.sid, sid)).limit(1);
  if (!row) throw new AppError('PROFILE_NOT_FOUND');
  return row;
}

/** Admin list: newest first, optionally one e-mail (any case), one page; with the total matching. */
export async function listProfiles(db: Db, query: ProfileListQuery): Promise<{ rows: ProfileRow[]; total: number }> {
  const where: SQL | undefined = query.email ? byEmail(query.email) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.createdAt), desc(profiles.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/**
 * The photo follows the one image rule (mayUseImage): a public upload by the person saving or by
 * the profile's owner, or the photo already on the profile or the account, so nobody can put a
 * file they do not own, or an outside address, on a profile (and so on a certificate check).
 */
async function assertUsableImage(
  db: Db,
  url: string,
  ctx: { callerId: string; target: UserRow; current?: ProfileRow },
): Promise<void> {
  const ok = await mayUseImage(db, url, {
    visibility: 'public',
    owners: [ctx.callerId, ctx.target.id],
    current: [ctx.current?.image, ctx.target.image],
  });
  if (!ok) {
    throw fieldRefusals({ image: { code: 'formErrors.photoFirst' } });
  }
}

/**
 * Creates or replaces `target`'s profile, all or nothing: the profile row and the account's date
 * of birth (spec `PUT /users/update/{email}`) change together in one transaction. The SID and
 * e-mail always come from the account, never from the request.
 */
export async function saveProfile(
  db: Db,
  input: ProfileInput,
  ctx: { callerId: string; target: UserRow },
): Promise<ProfileRow> {
  const { target } = ctx;
  const [current] = await db.select().from(profiles).where(eq(profiles.userId, target.id)).limit(1);
  // The photo the profile shows already needs no check (an imported profile may have none: '').
  if (input.image !== current?.image) await assertUsableImage(db, input.image, { ...ctx, current });
  const fields = {
    name: input.name,
    image: input.image,
    phone: input.phone,
    nid: input.nid,
    emergency: input.emergency,
    preaddress: input.preaddress,
    peraddress: input.peraddress,
    dob: input.dob,
    // Absent parents' names keep what is stored (the profile form does not ask for them).
    ...(input.fname !== undefined ? { fname: input.fname } : {}),
    ...(input.mname !== undefined ? { mname: input.mname } : {}),
  };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(profiles)
      .values({ ...fields, userId: target.id, sid: target.sid, email: target.email })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...fields, sid: target.sid, email: target.email } })
      .returning();
    await tx.update(users).set({ dob: input.dob }).where(eq(users.id, target.id));
    return row!;
  });
}

/**
 * PUT /api/profile?sid=: students and teachers save their own profile (the SID is theirs, whatever
 * is sent); admins may name anyone's SID.
 */
export async function saveProfileFor(
  db: Db,
  caller: SessionUser,
  sid: string | undefined,
  body: unknown,
): Promise<ProfileRow> {
  const forOther = sid !== undefined && sid !== caller.sid;
  if (forOther && !isAdmin(caller)) throw new AppError('FORBIDDEN');
  const target = forOther ? await findUserBySid(db, sid) : await findUserByEmail(db, caller.email);
  const [stored] = await db.select().from(profiles).where(eq(profiles.userId, target.id)).limit(1);
  // A value the stored profile holds is accepted unchanged, even one the rules would refuse now.
  const input = parseOrThrow(profileInputSchema(stored ?? {}), body);
  return saveProfile(db, input, { callerId: caller.id, target });
}

/** Deletes one profile by its id. The account, its orders and its uploads stay. */
export async function deleteProfile(db: Db, id: string): Promise<void> {
  const deleted = await db.delete(profiles).where(eq(profiles.id, id)).returning({ id: profiles.id });
  if (deleted.length === 0) throw new AppError('PROFILE_NOT_FOUND');
}
