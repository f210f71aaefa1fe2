import { and, asc, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { certificates, orders, profiles, users } from '../../db/schema';
import type { VerifyRequest, VerifyResult } from '../../../shared/schemas/verification';
import { AppError } from '../../lib/errors';
import { enforceRateLimits, returnToken } from '../../lib/rate-limit';
import { wrongBirthDateCheck } from '../../lib/rate-limit-policy';

/** Whose certificate a SID names: what it shows of them, and the date of birth to compare with. */
interface Holder {
  userId: string;
  sid: string;
  name: string;
  image: string;
  dob: string;
}

/**
 * The student behind a SID: their profile when they have one (its date of birth, name and photo
 * count); else their account, if it holds a date of birth (given at booking by a student who has
 * not filled in a profile). An account without a date of birth cannot be verified, so it is
 * answered like an unknown SID.
 */
async function findHolder(db: Db, sid: string): Promise<Holder | null> {
  const [profile] = await db
    .select({
      userId: profiles.userId,
      sid: profiles.sid,
      name: profiles.name,
      image: profiles.image,
      dob: profiles.dob,
    })
    .from(profiles)
    .where(eq(profiles.sid, sid))
    .limit(1);
  if (profile) return profile;
  const [account] = await db
    .select({ userId: users.id, sid: users.sid, name: users.name, image: users.image, dob: users.dob })
    .from(users)
    .where(and(eq(users.sid, sid), isNotNull(users.dob)))
    .limit(1);
  if (!account?.dob) return null;
  return { ...account, dob: account.dob, image: account.image ?? '' };
}

/**
 * Certificate verification: the SID must name a student (findHolder) and the date of birth must
 * equal theirs. The two refusals differ (the school's texts), so wrong dates are counted per SID
 * whatever the address: a token is taken before comparing and given back on a match, so a SID
 * whose budget is spent answers 429 even to the right date, and guessing gains nothing.
 *
 * The answer is built field by field from what a certificate shows (name, photo, SID, and each
 * course with its status and start date), so nothing private is ever selected, let alone sent:
 * no phone, NID, parents, addresses or e-mail.
 */
export async function verifyCertificate(db: Db, input: VerifyRequest, now = Date.now()): Promise<VerifyResult> {
  const holder = await findHolder(db, input.sid);
  if (!holder) throw new AppError('VERIFY_SID_UNKNOWN');
  const check = wrongBirthDateCheck(holder.sid);
  await enforceRateLimits(db, [check], now);
  if (holder.dob !== input.dob) throw new AppError('VERIFY_DOB_MISMATCH');
  await returnToken(db, check.rule, check.subject);

  const rows = await db
    .select({
      id: orders.id,
      cid: orders.courseCid,
      title: orders.courseTitle,
      status: orders.status,
      sdate: orders.sdate,
    })
    .from(orders)
    .where(or(eq(orders.sid, holder.sid), eq(orders.userId, holder.userId)))
    .orderBy(asc(orders.sdate), asc(orders.createdAt));
  // Each order's certificate: the one in force first, else the latest revoked.
  const issued =
    rows.length === 0
      ? []
      : await db
          .select({
            orderId: certificates.orderId,
            serial: certificates.serial,
            issuedOn: certificates.issuedOn,
            revokedAt: certificates.revokedAt,
          })
          .from(certificates)
          .where(
            inArray(
              certificates.orderId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(desc(isNull(certificates.revokedAt)), desc(certificates.createdAt));
  const courses = rows.map(({ id, ...course }) => {
    const cert = issued.find((c) => c.orderId === id);
    return {
      ...course,
      certificate: cert ? { serial: cert.serial, issuedOn: cert.issuedOn, revoked: cert.revokedAt !== null } : null,
    };
  });
  return { name: holder.name, image: holder.image, sid: holder.sid, courses };
}
