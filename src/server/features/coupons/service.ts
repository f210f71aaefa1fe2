import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, type CouponRow } from '../../db/schema';
import { couponDiscount, type Coupon, type CouponCreate } from '../../../shared/schemas/coupon';
import { en } from '../../../shared/i18n/en';
import { AppError } from '../../lib/errors';
import { recordAudit, type AuditActor, type Tx } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/ids';

/** Coupons (docs/decisions/0300): the owner defines them; a booking spends one use of one. */

const toCoupon = (row: CouponRow): Coupon => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  validFrom: row.validFrom,
  validTo: row.validTo,
  cap: row.cap,
  uses: row.uses,
  createdAt: row.createdAt.toISOString(),
});

/** Creates a coupon, with its audit record in the same transaction. A code already taken is 409. */
export async function createCoupon(db: Db, actor: NonNullable<AuditActor>, input: CouponCreate): Promise<Coupon> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({ ...input, createdBy: actor.id })
        .returning();
      await recordAudit(tx, {
        actor,
        action: 'coupon.created',
        entityType: 'coupon',
        entityId: row!.code,
        after: { ...input },
      });
      return toCoupon(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'coupons_code_unique')) {
      throw new AppError('COUPON_EXISTS', undefined, { code: en.errors.COUPON_EXISTS });
    }
    throw err;
  }
}

/** Every coupon, newest first (the owner's list; a school has a handful). */
export async function listCoupons(db: Db): Promise<Coupon[]> {
  return (await db.select().from(coupons).orderBy(desc(coupons.createdAt), coupons.code)).map(toCoupon);
}

/**
 * What the coupon `code` takes off a course of `price` taka if it is booked `today`, without
 * spending a use: for the booking form to show the new price before the student sends it. The
 * booking itself decides (spendCouponUse): a use can go to someone else in between.
 */
export async function couponPrice(
  db: Db,
  code: string,
  price: number,
  today: string,
): Promise<{ code: string; price: number; discount: number; total: number }> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!coupon || coupon.validFrom > today || coupon.validTo < today)
    throw new AppError('COUPON_INVALID', undefined, { coupon: en.errors.COUPON_INVALID });
  if (coupon.uses >= coupon.cap) throw new AppError('COUPON_USED_UP', undefined, { coupon: en.errors.COUPON_USED_UP });
  const discount = couponDiscount(coupon, price);
  return { code: coupon.code, price, discount, total: price - discount };
}

/**
 * Spends one use of the coupon `code` on a booking of `price` taka, on `today` (Asia/Dhaka), and
 * answers the discount. One conditional update, `uses = uses + 1 WHERE uses < cap` and the day
 * within the coupon's dates: concurrent bookings serialize on the coupon's row, so no more than
 * `cap` ever get it. Run inside the booking's transaction, so a booking that fails gives its use back.
 */
export async function spendCouponUse(tx: Tx, code: string, price: number, today: string): Promise<number> {
  const [taken] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.code, code),
        lt(coupons.uses, coupons.cap),
        lte(coupons.validFrom, today),
        gte(coupons.validTo, today),
      ),
    )
    .returning({ kind: coupons.kind, value: coupons.value });
  if (taken) return couponDiscount(taken, price);
  // Not taken: say why. Used up only if it is otherwise valid today; anything else is "not valid".
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  const validToday = coupon && coupon.validFrom <= today && coupon.validTo >= today;
  if (validToday) throw new AppError('COUPON_USED_UP', undefined, { coupon: en.errors.COUPON_USED_UP });
  throw new AppError('COUPON_INVALID', undefined, { coupon: en.errors.COUPON_INVALID });
}
