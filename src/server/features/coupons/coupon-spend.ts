import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { auditLog, couponUses, coupons } from '#server/db/schema/index.ts';
import { couponState } from '#shared/schemas/coupon.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { AppError } from '#server/lib/errors.ts';
import type { AuditActor } from '#server/lib/audit.ts';
import { nowDate } from '#server/lib/clock.ts';
import { isUniqueViolation } from '#server/lib/ids.ts';

/**
 * A coupon as a booking or a price question sees it (docs/decisions/0516): the coupon's row and
 * how many uses of it the student has spent already. Read with the booking's one read (or the price
 * question's), and judged by the one rule both share (couponRefusal).
 */
export interface CouponSeen {
  id: string;
  kind: 'percent' | 'fixed';
  value: number;
  validFrom: string;
  validTo: string;
  cap: number;
  uses: number;
  perStudent: number;
  retiredAt: string | null;
  /** The student's uses of this coupon so far. */
  studentUses: number;
}

/**
 * The coupon `code` as the student `userId` sees it, as one value of a select (JSON, null for an
 * unknown code): a booking reads it with its account in one query.
 */
export function couponSeenSql(code: string, userId: string): SQL<CouponSeen | null> {
  return sql<CouponSeen | null>`(select json_build_object(
      'id', c.${sql.identifier(coupons.id.name)}, 'kind', c.${sql.identifier(coupons.kind.name)},
      'value', c.${sql.identifier(coupons.value.name)}, 'validFrom', c.${sql.identifier(coupons.validFrom.name)},
      'validTo', c.${sql.identifier(coupons.validTo.name)}, 'cap', c.${sql.identifier(coupons.cap.name)},
      'uses', c.${sql.identifier(coupons.uses.name)}, 'perStudent', c.${sql.identifier(coupons.perStudent.name)},
      'retiredAt', c.${sql.identifier(coupons.retiredAt.name)},
      'studentUses', (select count(*) from ${couponUses} u
        where u.${sql.identifier(couponUses.couponId.name)} = c.${sql.identifier(coupons.id.name)}
          and u.${sql.identifier(couponUses.userId.name)} = ${userId}))
    from ${coupons} c where c.${sql.identifier(coupons.code.name)} = ${code})`;
}

/** The coupon `code` as the student sees it now, on its own (a price question; a booking that lost a race). */
export async function readCouponSeen(db: Db, code: string, userId: string): Promise<CouponSeen | null> {
  const result = (await db.execute(sql`select ${couponSeenSql(code, userId)} as coupon`)) as unknown as {
    rows: { coupon: CouponSeen | string | null }[];
  };
  return parseSeen(result.rows[0]?.coupon ?? null);
}

/** The seen coupon as the driver gives it (an object, or the JSON text on a driver that does not parse it). */
export function parseSeen(value: CouponSeen | string | null): CouponSeen | null {
  if (value === null) return null;
  const seen = typeof value === 'string' ? (JSON.parse(value) as CouponSeen) : value;
  return { ...seen, studentUses: Number(seen.studentUses) };
}

/**
 * Why the student may not use the coupon `today`, or null when they may: the one rule a booking
 * and the price question share. "Used up" only for a code that would otherwise work today; an
 * unknown, retired, expired or not-yet-valid code is "not valid" alike, so the answer says nothing
 * about codes the student does not hold. Then the student's own limit: as many of their bookings as
 * `perStudent` says (once, unless the owner set more).
 */
export function couponRefusal(seen: CouponSeen | null, today: string): AppError | null {
  const state = seen ? couponState(seen, today) : 'unknown';
  if (state === 'usedUp') return new AppError('COUPON_USED_UP', { coupon: en.errors.COUPON_USED_UP });
  if (!seen || state !== 'active') return new AppError('COUPON_INVALID', { coupon: en.errors.COUPON_INVALID });
  if (seen.studentUses >= seen.perStudent)
    return new AppError('COUPON_ALREADY_USED', { coupon: en.errors.COUPON_ALREADY_USED });
  return null;
}

/** Throws why the student may not use the coupon (couponRefusal); passes a coupon they may use. */
export function refuseUnlessUsable(seen: CouponSeen | null, today: string): asserts seen is CouponSeen {
  const refusal = couponRefusal(seen, today);
  if (refusal) throw refusal;
}

/** The CTE names a spent use leaves in the booking's statement. */
export const COUPON_TAKEN = 'coupon_taken';
export const COUPON_USE = 'coupon_use';

/**
 * The lowest of the student's turns (1 to the coupon's `per_student`) with no use of theirs on it,
 * null when every turn is taken: the per-student rule as the database checks it.
 */
function freeTurn(userId: string): SQL {
  return sql`(select min(g) from generate_series(1, ${coupons.perStudent}) g
    where not exists (select 1 from ${couponUses} u
      where u.${sql.identifier(couponUses.couponId.name)} = ${coupons.id}
        and u.${sql.identifier(couponUses.userId.name)} = ${userId}
        and u.${sql.identifier(couponUses.turn.name)} = g))`;
}

/**
 * The parts of a booking's one statement (a data-modifying WITH, docs/decisions/0478 and 0516) that
 * spend one use of the coupon `seen` on the booking `oid`, when `gate` yields a row (the booking's
 * other guards passed):
 *
 * - `coupon_taken`: one conditional update, `uses = uses + 1` where the coupon is not retired, the
 *   day is within its dates, `uses < cap`, its kind and value are still those the discount was
 *   worked out from, and the student has a turn free. Concurrent bookings serialize on the
 *   coupon's row, so no more than `cap` ever get it.
 * - `coupon_use`: the use's row, on the student's lowest free turn. Two bookings of one student
 *   that saw the same turn free cannot both store it (a unique index): the later one fails whole,
 *   spending and booking nothing, and is tried again (isTurnTaken), when it sees the turn taken.
 * - the use's audit record (who booked, the coupon's uses before and after, the order, the discount).
 *
 * Each reads the one before it, so either all are written or none; the order is written from
 * `coupon_use`, so no order gets a discount without its use and no use is spent without its order.
 */
export function spendCouponParts(
  seen: CouponSeen,
  booking: { code: string; today: string; oid: string; discount: number; actor: NonNullable<AuditActor> },
  gate: SQL,
): SQL[] {
  const userId = booking.actor.id;
  const col = (name: string) => sql.identifier(name);
  const taken = sql.identifier(COUPON_TAKEN);
  const actor = booking.actor;
  return [
    sql`${taken} as (update ${coupons} set ${col(coupons.uses.name)} = ${coupons.uses} + 1
      where ${coupons.code} = ${booking.code} and ${coupons.retiredAt} is null
        and ${coupons.validFrom} <= ${booking.today} and ${coupons.validTo} >= ${booking.today}
        and ${coupons.uses} < ${coupons.cap}
        and ${coupons.kind} = ${seen.kind} and ${coupons.value} = ${seen.value}
        and ${freeTurn(userId)} is not null
        and exists (select 1 from ${gate})
      returning ${coupons.id}, ${coupons.uses}, ${coupons.cap},
        ${freeTurn(userId)} as turn)`,
    sql`${sql.identifier(COUPON_USE)} as (insert into ${couponUses}
        (${col(couponUses.couponId.name)}, ${col(couponUses.userId.name)}, ${col(couponUses.oid.name)}, ${col(couponUses.turn.name)})
      select t.${col(coupons.id.name)}, ${userId}, ${booking.oid}, t.turn from ${taken} t
      returning ${couponUses.id})`,
    sql`coupon_audit as (insert into ${auditLog}
        (${col(auditLog.actorUserId.name)}, ${col(auditLog.actorEmail.name)}, ${col(auditLog.action.name)},
         ${col(auditLog.entityType.name)}, ${col(auditLog.entityId.name)}, ${col(auditLog.before.name)},
         ${col(auditLog.after.name)}, ${col(auditLog.createdAt.name)})
      select ${actor.id}, ${actor.email}, 'coupon.used', 'coupon', ${booking.code},
        jsonb_build_object('uses', t.${col(coupons.uses.name)} - 1),
        jsonb_build_object('uses', t.${col(coupons.uses.name)}, 'cap', t.${col(coupons.cap.name)},
          'oid', ${booking.oid}::text, 'discount', ${booking.discount}::int),
        ${sql.param(nowDate(), auditLog.createdAt)}::timestamptz
      from ${taken} t)`,
  ];
}

/** A booking of the same student stored the turn this one saw free: try again, and it sees it taken. */
export const isTurnTaken = (err: unknown) => isUniqueViolation(err, 'coupon_uses_student_turn_idx');
