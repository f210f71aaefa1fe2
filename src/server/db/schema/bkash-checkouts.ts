import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';
import { orders } from './orders';
import { payments } from './payments';

/**
 * A student's online payment through bKash's checkout, from the moment bKash gives it a paymentID
 * (`created`) until bKash's answer settles it: `completed` (the payment it became, confirmed, is
 * `payment_row`), `failed` (cancelled, refused, or not completed: no money moved), or `held`
 * (bKash took the money but its answer cannot be counted as it is, such as a TrxID already
 * confirmed on another payment: the office settles it, `failure` says why). The completing transaction
 * locks this row and only acts on a `created` one, so a payment is counted once however many times
 * the browser comes back.
 */
export const bkashCheckouts = pgTable(
  'bkash_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** bKash's id for the payment. */
    paymentId: text('payment_id').notNull().unique(),
    /** Ours, sent as merchantInvoiceNumber. */
    invoice: text('invoice').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['created', 'completed', 'failed', 'held'] })
      .notNull()
      .default('created'),
    /** What bKash said when it was not completed, or why a completed one is held. */
    failure: text('failure'),
    paymentRow: uuid('payment_row').references(() => payments.id, { onDelete: 'restrict' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('bkash_checkouts_order_idx').on(t.orderId),
    check('bkash_checkouts_amount_positive', sql`${t.amount} > 0`),
    check('bkash_checkouts_status_known', sql`${t.status} in ('created', 'completed', 'failed', 'held')`),
    check('bkash_checkouts_completed_has_payment', sql`(${t.status} = 'completed') = (${t.paymentRow} is not null)`),
  ],
);

export type BkashCheckoutRow = typeof bkashCheckouts.$inferSelect;
