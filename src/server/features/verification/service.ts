import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, profiles } from '../../db/schema';
import type { VerifyRequest, VerifyResult } from '../../../shared/schemas/verification';
import { AppError } from '../../lib/errors';
import { enforceRateLimits, returnToken } from '../../lib/rate-limit';
import { wrongBirthDateCheck } from '../../lib/rate-limit-policy';

/**
 * Certificate verification: the SID must have a profile and the date of birth must equal the
 * profile's. The two refusals differ (the school's texts), so wrong dates are counted per SID
 * whatever the address: a token is taken before comparing and given back on a match, so a SID
 * whose budget is spent answers 429 even to the right date, and guessing gains nothing.
 *
 * The answer is built field by field from what a certificate shows (name, photo, SID, and each
 * course with its status and start date), so nothing private is ever selected, let alone sent:
 * no phone, NID, parents, addresses or e-mail.
 */
export async function verifyCertificate(db: Db, input: VerifyRequest, now = Date.now()): Promise<VerifyResult> {
  const [profile] = await db
    .select({
      userId: profiles.userId,
      sid: profiles.sid,
      name: profiles.name,
      image: profiles.image,
      dob: profiles.dob,
    })
    .from(profiles)
    .where(eq(profiles.sid, input.sid))
    .limit(1);
  if (!profile) throw new AppError('VERIFY_SID_UNKNOWN');
  const check = wrongBirthDateCheck(profile.sid);
  await enforceRateLimits(db, [check], now);
  if (profile.dob !== input.dob) throw new AppError('VERIFY_DOB_MISMATCH');
  await returnToken(db, check.rule, check.subject);

  const courses = await db
    .select({ cid: orders.courseCid, title: orders.courseTitle, status: orders.status, sdate: orders.sdate })
    .from(orders)
    .where(or(eq(orders.sid, profile.sid), eq(orders.userId, profile.userId)))
    .orderBy(asc(orders.sdate), asc(orders.createdAt));
  return { name: profile.name, image: profile.image, sid: profile.sid, courses };
}
