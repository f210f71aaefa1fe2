import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';
import { orders } from './orders';
import { TEST_KINDS, TEST_RESULTS } from '#shared/constants.ts';

/**
 * A student's BRTA test appointment on an order, as the office records it: the learner licence,
 * the written and oral test, or the field test, its day (and time and place when known), and
 * later its result. A failed test is followed by a new appointment, so the history stays.
 */
export const testAppointments = pgTable(
  'test_appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TEST_KINDS }).notNull(),
    /** The day, YYYY-MM-DD (Asia/Dhaka). */
    date: date('date', { mode: 'string' }).notNull(),
    /** "HH:MM" when known. */
    time: text('time'),
    place: text('place').notNull().default(''),
    result: text('result', { enum: TEST_RESULTS }).notNull().default('booked'),
    note: text('note').notNull().default(''),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('test_appointments_order_idx').on(t.orderId, t.date),
    index('test_appointments_date_idx').on(t.date),
    check('test_appointments_kind_known', sql`${t.kind} in ('learner', 'written', 'field')`),
    check('test_appointments_result_known', sql`${t.result} in ('booked', 'passed', 'failed', 'absent')`),
  ],
);
export type TestAppointmentRow = typeof testAppointments.$inferSelect;
