import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';
import { orders } from './orders';
import { PAYMENT_METHODS, REFUND_REASON_CODES, REFUND_STATUSES } from '#shared/constants.ts';

/**
 * Money the school gives back on an order, in whole taka (docs/decisions/0440). The order's student
 * (or the office on their behalf) asks (`requested`, with a reason and an amount); the owner
 * approves it (`approved`: the amount given back, at most the one asked, how and with what
 * reference, and the year's next refund number) or declines it with a reason the student reads.
 * Rows are never deleted: the refund's paper and the audit log point at them.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('requested'),
    /** What was asked for. */
    requestedAmount: integer('requested_amount').notNull(),
    /** Why, in the asker's words; null when the app asked (`reasonCode`). */
    reason: text('reason'),
    /**
     * Why, when the app itself asked: the key of its words, never a sentence, so each reader reads it
     * in their language (a transfer's difference names the order it came from through `order_transfers`).
     */
    reasonCode: text('reason_code', { enum: REFUND_REASON_CODES }),
    /**
     * Whether the refund ends the order (its seat is freed, it owes nothing more). Asked for with
     * the request, and set for good when the owner approves: a refund that takes back money the
     * course needs always does.
     */
    cancelOrder: boolean('cancel_order').notNull().default(false),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** What the owner gave back: the whole amount asked or a part of it. */
    amount: integer('amount'),
    method: text('method', { enum: PAYMENT_METHODS }),
    /** The wallet's TrxID, the bank's reference or the voucher number of the money paid back. */
    reference: text('reference'),
    /** `RF-<year>-<6 digits>`, assigned in the transaction that approves the refund. */
    number: text('number'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    declineReason: text('decline_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true, mode: 'date' }),
    declinedBy: text('declined_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.createdAt),
    index('refunds_status_idx').on(t.status, t.createdAt),
    uniqueIndex('refunds_number_unique').on(t.number),
    // One request waits on an order at a time: the owner decides it before the next is asked.
    uniqueIndex('refunds_one_waiting_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'requested'`),
    check('refunds_status_known', sql`${t.status} in ('requested', 'approved', 'declined')`),
    check('refunds_requested_positive', sql`${t.requestedAmount} > 0`),
    // A reason in words or by its code, exactly one.
    check('refunds_reason_given', sql`(${t.reason} is null) <> (${t.reasonCode} is null)`),
    check('refunds_reason_code_known', sql`${t.reasonCode} is null or ${t.reasonCode} in ('transferDifference')`),
    check(
      'refunds_method_known',
      sql`${t.method} is null or ${t.method} in ('bkash', 'nagad', 'rocket', 'cash', 'bank')`,
    ),
    check(
      'refunds_amount_within_request',
      sql`${t.amount} is null or (${t.amount} > 0 and ${t.amount} <= ${t.requestedAmount})`,
    ),
    // A number, amount and method exactly when approved, a reason exactly when declined.
    check(
      'refunds_status_fields',
      sql`(${t.status} = 'approved') = (${t.number} is not null and ${t.approvedAt} is not null and ${t.amount} is not null and ${t.method} is not null)
        and (${t.status} = 'declined') = (${t.declineReason} is not null and ${t.declinedAt} is not null)`,
    ),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;

/**
 * The last refund number handed out in each year (Asia/Dhaka), taken like receipt numbers: an upsert
 * in the approving transaction that holds the year's row until it ends, so numbers never gap or
 * repeat (docs/decisions/0300).
 */
export const refundCounters = pgTable('refund_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
  ...timestamps,
});

/**
 * An order moved to another course (docs/decisions/0441): what the old order held is carried to
 * the new one as a credit. It is not money received, so collections never count it; the old
 * order's ledger shows it going out and the new one's coming in. An order is transferred once,
 * and a new order comes from one transfer at most.
 */
export const orderTransfers = pgTable(
  'order_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fromOrderId: uuid('from_order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    toOrderId: uuid('to_order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The taka carried over: everything the old order held (paid and carried in, less refunds). */
    amount: integer('amount').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_transfers_from_unique').on(t.fromOrderId),
    uniqueIndex('order_transfers_to_unique').on(t.toOrderId),
    check('order_transfers_amount', sql`${t.amount} >= 0`),
    check('order_transfers_two_orders', sql`${t.fromOrderId} <> ${t.toOrderId}`),
  ],
);

export type OrderTransferRow = typeof orderTransfers.$inferSelect;
