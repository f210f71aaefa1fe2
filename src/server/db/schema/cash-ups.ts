import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { moment, timestamps } from './columns';
import { users } from './auth';
import { payments } from './payments';
import { refunds } from './refunds';
import { PAYMENT_METHODS } from '#shared/constants.ts';

/**
 * The close of one school day (Asia/Dhaka): an admin counted the money, and the app kept what it
 * had confirmed for that day at that moment beside the counts (the lines below). A day has at most
 * one standing close (the partial unique index), so two admins pressing Close together, or one
 * pressing it twice, store one. The owner may re-open a close with a reason: the row stays, marked,
 * and the day can be closed again (a new row). Rows are never deleted.
 */
export const cashUps = pgTable(
  'cash_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The school day closed, YYYY-MM-DD (Asia/Dhaka). */
    day: date('day', { mode: 'string' }).notNull(),
    /** What the admin wrote: why the counts differ, what was handed over. */
    note: text('note').notNull().default(''),
    closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The closer's name when they closed, kept as it was. */
    closedByName: text('closed_by_name').notNull(),
    closedAt: moment('closed_at').notNull(),
    reopenedAt: moment('reopened_at'),
    reopenedBy: text('reopened_by').references(() => users.id, { onDelete: 'set null' }),
    reopenReason: text('reopen_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cash_ups_day_standing_unique')
      .on(t.day)
      .where(sql`${t.reopenedAt} is null`),
    index('cash_ups_day_idx').on(t.day, t.closedAt),
    check('cash_ups_reopening', sql`(${t.reopenedAt} is null) = (${t.reopenReason} is null)`),
  ],
);
export type CashUpRow = typeof cashUps.$inferSelect;

/**
 * One method's figures in a close: what the app had confirmed that day (the payments and their
 * taka), what the admin counted, and the difference (counted less expected: more in the drawer
 * than the app knows of is positive, less is negative).
 */
export const cashUpLines = pgTable(
  'cash_up_lines',
  {
    cashUpId: uuid('cash_up_id')
      .notNull()
      .references(() => cashUps.id, { onDelete: 'restrict' }),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    payments: integer('payments').notNull(),
    expected: integer('expected').notNull(),
    counted: integer('counted').notNull(),
    difference: integer('difference').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cashUpId, t.method] }),
    check('cash_up_lines_method_known', sql`${t.method} in ('bkash', 'nagad', 'rocket', 'cash', 'bank')`),
    check('cash_up_lines_counts', sql`${t.counted} >= 0 and ${t.payments} >= 0`),
    // Stored, so the owner's list reads it as it was; checked, so it can never disagree with the two
    // figures it comes from. (Not a generated column: a backup restores every column as written.)
    check('cash_up_lines_difference', sql`${t.difference} = ${t.counted} - ${t.expected}`),
  ],
);
export type CashUpLineRow = typeof cashUpLines.$inferSelect;

/**
 * A payment confirmed into a day after the day was closed: by the office, with the reason it gave,
 * or by bKash's own answer (money that has moved is counted whatever the hour; no reason is asked
 * of a machine). Its close's figures stay as they were counted; the day's page shows these beside them.
 */
export const closedDayEntries = pgTable(
  'closed_day_entries',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    cashUpId: uuid('cash_up_id')
      .notNull()
      .references(() => cashUps.id, { onDelete: 'restrict' }),
    via: text('via', { enum: ['office', 'bkash'] }).notNull(),
    reason: text('reason'),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('closed_day_entries_close_idx').on(t.cashUpId),
    check('closed_day_entries_via_known', sql`${t.via} in ('office', 'bkash')`),
    // The office says why; bKash's answer needs no words.
    check('closed_day_entries_reason', sql`${t.via} <> 'office' or ${t.reason} is not null`),
  ],
);
export type ClosedDayEntryRow = typeof closedDayEntries.$inferSelect;

/**
 * A refund approved after its day was closed: money paid out of takings already counted. The owner
 * says why (a refund is always a person's decision, so a reason is always asked). Like a late
 * payment, it never rewrites the close's figures; the day's page shows it beside them.
 */
export const closedDayRefunds = pgTable(
  'closed_day_refunds',
  {
    refundId: uuid('refund_id')
      .primaryKey()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    cashUpId: uuid('cash_up_id')
      .notNull()
      .references(() => cashUps.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('closed_day_refunds_close_idx').on(t.cashUpId),
    check('closed_day_refunds_reason', sql`length(btrim(${t.reason})) > 0`),
  ],
);
export type ClosedDayRefundRow = typeof closedDayRefunds.$inferSelect;
