import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { coupons, type CouponRow } from '#server/db/schema/index.ts';
import {
  couponDiscount,
  CouponUpdateSchema,
  type Coupon,
  type CouponCreate,
  type CouponPrice,
  type CouponUpdateInput,
} from '#shared/schemas/coupon.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { AppError, parseOrThrow } from '#server/lib/errors.ts';
import { recordAudit, type AuditActor, type Tx } from '#server/lib/audit.ts';
import { readCouponSeen, refuseUnlessUsable } from './coupon-spend';
import { isUniqueViolation } from '#server/lib/ids.ts';

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
  perStudent: row.perStudent,
  retiredAt: row.retiredAt?.toISOString() ?? null,
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
      throw new AppError('COUPON_EXISTS', { code: en.errors.COUPON_EXISTS });
    }
    throw err;
  }
}

/** Every coupon, newest first (the owner's list; a school has a handful). */
export async function listCoupons(db: Db): Promise<Coupon[]> {
  return (await db.select().from(coupons).orderBy(desc(coupons.createdAt), coupons.code)).map(toCoupon);
}

/**
 * What the coupon `code` takes off a course of `price` taka if the student `userId` books it
 * `today`, without spending a use: for the booking form to show the new price before the student
 * sends it. Judged by the rule the booking uses (couponRefusal); the booking itself decides, as its
 * statement spends the use (spendCouponParts): a use can go to someone else in between.
 */
export async function couponPrice(
  db: Db,
  code: string,
  price: number,
  today: string,
  userId: string,
): Promise<CouponPrice> {
  const seen = await readCouponSeen(db, code, userId);
  refuseUnlessUsable(seen, today);
  const discount = couponDiscount(seen, price);
  return { code, price, discount, total: price - discount };
}

/** A coupon by its id, locked for the rest of the transaction: bookings spending a use wait for it. */
async function lockCoupon(tx: Tx, id: string): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).limit(1).for('update');
  if (!row) throw new AppError('COUPON_NOT_FOUND');
  return row;
}

/**
 * The owner changes a coupon's last valid day, cap or value (the code and kind stay). The row is
 * locked first, so the check that the cap is not below the uses counts every use spent before
 * it, and a booking waits until the change is in; the database's own check (`uses <= cap`) holds
 * the same line. Only the fields that really change are written and audited (`coupon.updated`,
 * their values before and after); a change that changes nothing writes nothing. A retired coupon
 * cannot be changed: it is history.
 */
export async function updateCoupon(
  db: Db,
  actor: NonNullable<AuditActor>,
  id: string,
  input: CouponUpdateInput,
): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const row = await lockCoupon(tx, id);
    if (row.retiredAt) throw new AppError('COUPON_RETIRED');
    const change = parseOrThrow(CouponUpdateSchema(undefined, row), input);
    const changed = (['validTo', 'cap', 'value'] as const).filter(
      (key) => change[key] !== undefined && change[key] !== row[key],
    );
    if (changed.length === 0) return toCoupon(row);
    const next = {
      validTo: change.validTo ?? row.validTo,
      cap: change.cap ?? row.cap,
      value: change.value ?? row.value,
    };
    const [updated] = await tx.update(coupons).set(next).where(eq(coupons.id, id)).returning();
    const fields = (from: typeof next) => Object.fromEntries(changed.map((key) => [key, from[key]]));
    await recordAudit(tx, {
      actor,
      action: 'coupon.updated',
      entityType: 'coupon',
      entityId: row.code,
      before: fields(row),
      after: fields(next),
    });
    return toCoupon(updated!);
  });
}

/**
 * The owner retires a coupon: from now on a booking or a price question names it in vain, as if it
 * did not exist; its uses, its orders and its audit trail stay. Retiring a retired coupon answers
 * it as it is (the first time stays, and no second record is written).
 */
export async function retireCoupon(db: Db, actor: NonNullable<AuditActor>, id: string, now: number): Promise<Coupon> {
  return db.transaction(async (tx) => {
    const row = await lockCoupon(tx, id);
    if (row.retiredAt) return toCoupon(row);
    const [updated] = await tx
      .update(coupons)
      .set({ retiredAt: new Date(now) })
      .where(and(eq(coupons.id, id), isNull(coupons.retiredAt)))
      .returning();
    await recordAudit(tx, {
      actor,
      action: 'coupon.retired',
      entityType: 'coupon',
      entityId: row.code,
      before: { retiredAt: null },
      after: { retiredAt: updated!.retiredAt!.toISOString(), uses: updated!.uses, cap: updated!.cap },
    });
    return toCoupon(updated!);
  });
}
