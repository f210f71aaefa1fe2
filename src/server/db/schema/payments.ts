import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';
import { orders } from './orders';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '#shared/constants.ts';

/**
 * Money paid towards an order, in whole taka. A payment is `submitted` (a student's claim: a
 * mobile-wallet transfer with its TrxID), then `confirmed` by the office (it gets a receipt number)
 * or `rejected` with a reason the student reads. Cash the office takes is recorded as confirmed at
 * once. Rows are never deleted: the audit log and the receipts point at them.
 *
 * The order may not be deleted while a payment names it (`restrict`): money records outlive a
 * booking only by the office's decision, not by a delete button.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amount: integer('amount').notNull(),
    /**
     * The wallet's transaction id, upper case. Across all orders, at most one claim waiting for the
     * office and at most one confirmed payment name a TrxID; a rejected claim frees it.
     */
    trxId: text('trx_id'),
    /** The wallet number the money came from, stored as 01XXXXXXXXX. */
    payerPhone: text('payer_phone'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('submitted'),
    /** The account that submitted or recorded it. */
    submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /** `R-<year>-<6 digits>`, assigned in the transaction that confirms the payment. */
    receiptNumber: text('receipt_number'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    confirmedBy: text('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true, mode: 'date' }),
    rejectedBy: text('rejected_by').references(() => users.id, { onDelete: 'set null' }),
    rejectReason: text('reject_reason'),
    ...timestamps,
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    // One transfer is counted once: at most one confirmed payment per TrxID. And one waiting claim
    // per TrxID, so the office checks it once. The two may stand side by side: bKash's own answer
    // confirms its payment whatever a student typed in meanwhile, and that claim then stays the
    // office's to reject (it can no longer be confirmed). A rejected claim holds nothing.
    uniqueIndex('payments_trx_id_confirmed_unique')
      .on(t.trxId)
      .where(sql`${t.status} = 'confirmed'`),
    uniqueIndex('payments_trx_id_waiting_unique')
      .on(t.trxId)
      .where(sql`${t.status} = 'submitted'`),
    uniqueIndex('payments_receipt_number_unique').on(t.receiptNumber),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_method_known', sql`${t.method} in ('bkash', 'nagad', 'rocket', 'cash', 'bank')`),
    check('payments_status_known', sql`${t.status} in ('submitted', 'confirmed', 'rejected')`),
    // A receipt exactly when confirmed, a reason exactly when rejected: no half-made state is storable.
    check(
      'payments_status_fields',
      sql`(${t.status} = 'confirmed') = (${t.receiptNumber} is not null and ${t.confirmedAt} is not null)
        and (${t.status} = 'rejected') = (${t.rejectReason} is not null and ${t.rejectedAt} is not null)`,
    ),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The last receipt number handed out in each year (Asia/Dhaka). The confirming transaction takes the
 * next one with `INSERT … ON CONFLICT (year) DO UPDATE SET last_number = last_number + 1 RETURNING`,
 * which locks the year's row until that transaction ends: concurrent confirmations queue on it, and
 * a transaction that rolls back takes its number back with it, so numbers never gap or repeat.
 */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
  ...timestamps,
});
