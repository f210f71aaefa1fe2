import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';
import { COUPON_KINDS } from '#shared/constants.ts';

/**
 * Discount coupons the owner defines. A booking that names one takes a use with one conditional
 * update (`SET uses = uses + 1 WHERE uses < cap` and the day within `valid_from`..`valid_to`), so
 * however many bookings race, no more than `cap` get the discount; the check below holds the same
 * line in the database itself.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, as the student's typing is raised before the lookup. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** Percent (1-100) or whole taka. */
    value: integer('value').notNull(),
    /** The first and last day (Asia/Dhaka) it can be used, both included. */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    cap: integer('cap').notNull(),
    uses: integer('uses').notNull().default(0),
    /** How many of one student's bookings may use it; once per student unless the owner says more. */
    perStudent: integer('per_student').notNull().default(1),
    /** Set when the owner retires the code: no booking can use it after that; its history stays. */
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('coupons_kind_known', sql`${t.kind} in ('percent', 'fixed')`),
    check('coupons_value', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('coupons_uses_within_cap', sql`${t.uses} >= 0 and ${t.uses} <= ${t.cap}`),
    check('coupons_dates', sql`${t.validFrom} <= ${t.validTo}`),
    check('coupons_per_student', sql`${t.perStudent} >= 1`),
  ],
);

export type CouponRow = typeof coupons.$inferSelect;

/**
 * One row per use of a coupon: whose booking took it, and which of the student's uses it is
 * (`turn`, 1 to the coupon's `per_student`, once each: docs/decisions/0516). A booking takes the
 * lowest turn it sees free; two racing bookings of one student that saw the same turn free cannot
 * both store it, so no student gets more than `per_student`. A use stays counted when its order is
 * deleted, as the coupon's `uses` does; it goes with the student's account.
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The booking's OID (kept as text: a use stays counted when its order is deleted). */
    oid: text('oid').notNull(),
    /**
     * Which of the student's `per_student` uses of the coupon this is (1, 2, …): one of each per
     * student, so a student's uses can never outnumber `per_student`, however bookings race.
     */
    turn: integer('turn').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_uses_student_turn_idx').on(t.couponId, t.userId, t.turn),
    check('coupon_uses_turn', sql`${t.turn} >= 1`),
  ],
);
