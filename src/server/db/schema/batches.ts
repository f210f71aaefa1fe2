import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { moment, timestamps } from './columns';
import { users } from './auth';
import { orders } from './orders';
import { ATTENDANCE_STATUSES, VEHICLE_KINDS } from '#shared/constants.ts';

/** The school's vehicles and workshop bays, each with its registration (a bay has none). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind', { enum: VEHICLE_KINDS }).notNull(),
    /** As on the number plate, e.g. "Khulna Metro-Ga 11-2345"; unique when given. */
    registration: text('registration'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vehicles_registration_unique').on(t.registration),
    check('vehicles_kind_known', sql`${t.kind} in ('car', 'motorcycle', 'bay')`),
  ],
);
export type VehicleRow = typeof vehicles.$inferSelect;

/**
 * A group of students learning one course together: its teacher, vehicle, weekdays and time, first
 * day, number of sessions, seats and place. `seatsTaken` is raised with a conditional update
 * (`WHERE seats_taken < capacity`) in the transaction that places a student, and the check below
 * holds the same line in the database, so a batch is never over-full however many placements race.
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseCid: text('course_cid').notNull(),
    teacherId: text('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'restrict' }),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** The first day sessions may fall on (YYYY-MM-DD, Asia/Dhaka). */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Days of the week with a session, 0 = Sunday … 6 = Saturday, ascending. */
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    /** The sessions' start, HH:MM in Khulna. */
    time: text('time').notNull(),
    sessions: integer('sessions').notNull(),
    place: text('place').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('batches_teacher_idx').on(t.teacherId),
    index('batches_course_idx').on(t.courseCid, t.startDate),
    check('batches_capacity', sql`${t.capacity} > 0 and ${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.capacity}`),
    check('batches_sessions', sql`${t.sessions} > 0`),
  ],
);
export type BatchRow = typeof batches.$inferSelect;

/** The batch and the student's order a row is about: it goes when either goes. */
const studentInBatch = () => ({
  batchId: uuid('batch_id')
    .notNull()
    .references(() => batches.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
});

/** A student's seat in a batch: an order sits in at most one batch. */
export const batchSeats = pgTable(
  'batch_seats',
  {
    ...studentInBatch(),
    placedBy: text('placed_by').references(() => users.id, { onDelete: 'set null' }),
    placedAt: moment('placed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.orderId] }), uniqueIndex('batch_seats_order_unique').on(t.orderId)],
);

/**
 * One student at one session: present, absent or late, a short note and the skills practised.
 * One row per session and student; marking again changes it.
 */
export const attendance = pgTable(
  'attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...studentInBatch(),
    /** The session's day, YYYY-MM-DD. */
    date: date('date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ATTENDANCE_STATUSES }).notNull(),
    note: text('note'),
    /** Keys from the course's skill checklist. */
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    markedBy: text('marked_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('attendance_session_student_unique').on(t.batchId, t.orderId, t.date),
    index('attendance_order_idx').on(t.orderId),
    check('attendance_status_known', sql`${t.status} in ('present', 'absent', 'late')`),
  ],
);
export type AttendanceRow = typeof attendance.$inferSelect;

/**
 * The skills a kind of course practises (car, motorcycle, mechanics), in both languages, as the
 * owner changed them; a kind without a row uses the school's starting list (DEFAULT_SKILLS). A
 * course names its kind; attendance ticks keys from the list.
 */
export const skillLists = pgTable('skill_lists', {
  kind: text('kind').primaryKey(),
  skills: jsonb('skills').$type<{ key: string; en: string; bn: string }[]>().notNull(),
  ...timestamps,
});

/**
 * Each person's calendar address: a secret token that a phone's calendar app fetches without
 * signing in. Resetting it gives a new address and the old one stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  ...timestamps,
});
