import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { Instalment } from '#shared/schemas/instalments.ts';
import { ORDER_ENDINGS } from '#shared/constants.ts';
import { timestamps } from './columns';
import { users } from './auth';

/**
 * A course booking. The course is copied at booking time (title, price, image, duration, lesson) so
 * a later price change or a deleted course never rewrites an order. `idempotencyKey` (one per
 * booking form) makes a repeated submission return the same order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    oid: text('oid').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    sid: text('sid').notNull(),
    courseCid: text('course_cid').notNull(),
    courseTitle: text('course_title').notNull(),
    coursePrice: integer('course_price').notNull(),
    courseImage: text('course_image').notNull(),
    courseDuration: text('course_duration').notNull(),
    courseLesson: integer('course_lesson').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone1: text('phone1').notNull(),
    /** Optional: null when the student gave one number only. */
    phone2: text('phone2'),
    fname: text('fname').notNull(),
    mname: text('mname').notNull(),
    address: text('address').notNull(),
    emergency: text('emergency').notNull(),
    /** Starting date, YYYY-MM-DD */
    sdate: text('sdate').notNull(),
    cupon: text('cupon'),
    /** Taka off the price, from the coupon applied at booking (0 without one); the ledger subtracts it. */
    discount: integer('discount').notNull().default(0),
    /**
     * The course's instalment plan as taka and due days, fixed at booking like the price. Null (an
     * order booked without a plan): the whole fee is due on the start date.
     */
    instalments: jsonb('instalments').$type<Instalment[]>(),
    status: text('status', { enum: ['pending', 'running', 'completed'] })
      .notNull()
      .default('pending'),
    /**
     * Set when the order ended before its course did: `cancelled` by an approved refund, or
     * `transferred` to another course (docs/decisions/0440, 0441). The status (pending, running,
     * completed) is the course's progress and stays as it was; an ended order owes nothing more.
     */
    endedAs: text('ended_as', { enum: ORDER_ENDINGS }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    /** The private upload URL of the NID or birth-certificate image. */
    nidImage: text('nid_image').notNull(),
    idempotencyKey: text('idempotency_key'),
    ...timestamps,
  },
  (t) => [
    index('orders_email_idx').on(t.email),
    index('orders_user_idx').on(t.userId),
    // Certificate verification and the office's search find a student's orders by SID.
    index('orders_sid_idx').on(t.sid),
    uniqueIndex('orders_user_idempotency_idx').on(t.userId, t.idempotencyKey),
    // The app shows and counts only these; a row outside them cannot be written.
    check('orders_status_known', sql`${t.status} in ('pending', 'running', 'completed')`),
    check('orders_ended_as_known', sql`${t.endedAs} is null or ${t.endedAs} in ('cancelled', 'transferred')`),
    check('orders_ended_at', sql`(${t.endedAs} is null) = (${t.endedAt} is null)`),
    check(
      'orders_money',
      sql`${t.coursePrice} >= 0 and ${t.discount} >= 0 and ${t.discount} <= ${t.coursePrice} and ${t.courseLesson} >= 0`,
    ),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
