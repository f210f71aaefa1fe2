import { and, asc, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import { certificates, courses as courseTable, orders, profiles, rateLimits, users } from '#server/db/schema/index.ts';
import type { VerifyRequest, VerifyResult } from '#shared/schemas/verification.ts';
import { AppError } from '#server/lib/errors.ts';
import { enforceRateLimits, rateLimitKey, rateLimitedError, waitForToken } from '#server/lib/rate-limit.ts';
import { wrongBirthDateCheck } from '#server/lib/rate-limit-policy.ts';

/** Whose certificate a SID names: what it shows of them, and the date of birth to compare with. */
interface Holder {
  userId: string;
  sid: string;
  name: string;
  image: string;
  dob: string;
  /** The stored state of this SID's wrong-birth-date bucket (null: no row, a full bucket). */
  bucketFullAt: number | null;
}

/**
 * The student behind a SID: their profile when they have one (its date of birth, name and photo
 * count); else their account, if it holds a date of birth (given at booking by a student who has
 * not filled in a profile). An account without a date of birth cannot be verified, so it is
 * answered like an unknown SID. One query, which also reads the SID's wrong-date bucket: a
 * verification is public and frequent, and each round trip costs under load.
 */
async function findHolder(db: Db, sid: string): Promise<Holder | null> {
  const bucketKey = rateLimitKey(wrongBirthDateCheck(sid).rule.name, sid);
  const bucket = sql<
    number | null
  >`(select ${rateLimits.lastRequest} from ${rateLimits} where ${rateLimits.key} = ${bucketKey})`;
  const fromProfile = db
    .select({
      rank: sql<number>`1`.as('rank'),
      userId: profiles.userId,
      sid: profiles.sid,
      name: profiles.name,
      image: profiles.image,
      dob: profiles.dob,
      bucketFullAt: bucket.as('bucket_full_at'),
    })
    .from(profiles)
    .where(eq(profiles.sid, sid));
  const fromAccount = db
    .select({
      rank: sql<number>`2`.as('rank'),
      userId: users.id,
      sid: users.sid,
      name: users.name,
      image: sql<string>`coalesce(${users.image}, '')`.as('image'),
      dob: sql<string>`${users.dob}`.as('dob'),
      bucketFullAt: bucket.as('bucket_full_at'),
    })
    .from(users)
    .where(and(eq(users.sid, sid), isNotNull(users.dob)));
  const [found] = await unionAll(fromProfile, fromAccount)
    .orderBy(sql`rank`)
    .limit(1);
  if (!found) return null;
  const { rank: _rank, bucketFullAt, ...holder } = found;
  return { ...holder, bucketFullAt: bucketFullAt === null ? null : Number(bucketFullAt) };
}

/**
 * Certificate verification: the SID must name a student (findHolder) and the date of birth must
 * equal theirs. The two refusals differ (the school's texts), so wrong dates are counted per SID
 * whatever the address: each wrong date takes a token, and a SID whose budget is spent answers 429
 * even to the right date (which takes none), so guessing gains nothing.
 *
 * The answer is built field by field from what a certificate shows (name, photo, SID, and each
 * course with its status and start date), so nothing private is ever selected, let alone sent:
 * no phone, NID, parents, addresses or e-mail.
 */
export async function verifyCertificate(db: Db, input: VerifyRequest, now = Date.now()): Promise<VerifyResult> {
  const holder = await findHolder(db, input.sid);
  if (!holder) throw new AppError('VERIFY_SID_UNKNOWN');
  const check = wrongBirthDateCheck(holder.sid);
  if (holder.dob !== input.dob) {
    await enforceRateLimits(db, [check], now);
    throw new AppError('VERIFY_DOB_MISMATCH');
  }
  const wait = waitForToken(check.rule, holder.bucketFullAt, now);
  if (wait !== null) throw rateLimitedError(check.limit, wait);

  // Each order's certificate: the one in force first, else the latest revoked.
  const certificate = db
    .select({
      serial: certificates.serial,
      issuedOn: certificates.issuedOn,
      revoked: sql<boolean>`${certificates.revokedAt} is not null`.as('revoked'),
    })
    .from(certificates)
    .where(eq(certificates.orderId, orders.id))
    .orderBy(desc(isNull(certificates.revokedAt)), desc(certificates.createdAt))
    .limit(1)
    .as('certificate');
  const rows = await db
    .select({
      cid: orders.courseCid,
      title: orders.courseTitle,
      titleBn: sql<string>`coalesce((select ${courseTable.titleBn} from ${courseTable} where ${courseTable.cid} = ${orders.courseCid}), '')`,
      status: orders.status,
      sdate: orders.sdate,
      serial: certificate.serial,
      issuedOn: certificate.issuedOn,
      revoked: certificate.revoked,
    })
    .from(orders)
    .leftJoinLateral(certificate, sql`true`)
    .where(or(eq(orders.sid, holder.sid), eq(orders.userId, holder.userId)))
    .orderBy(asc(orders.sdate), asc(orders.createdAt));
  const courses = rows.map(({ serial, issuedOn, revoked, ...course }) => ({
    ...course,
    certificate: serial !== null && issuedOn !== null ? { serial, issuedOn, revoked: revoked === true } : null,
  }));
  return { name: holder.name, image: holder.image, sid: holder.sid, courses };
}
