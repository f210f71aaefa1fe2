import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';

/**
 * Every SMS and e-mail the school sends: the queue and the log in one table. A row is written in
 * the same transaction as what it tells about (a booking, a confirmed payment), so a message is
 * never lost to a crash right after that commit, and never invented for one that rolled back.
 * Workers claim due rows with FOR UPDATE SKIP LOCKED, so several app processes on one PostgreSQL
 * send each row once; the row's id is the delivery key (the outbox file name, the gateway's
 * csms_id, the mail's Message-ID), so a retry after a crash mid-send does not send twice where the
 * channel can tell. `dedupeKey` (unique) makes an event that may be noticed twice (the evening
 * reminder, seen by two processes) one message.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order messages were queued in. Times tie (one transaction's `now()`, and PGlite's clock
     * keeps milliseconds), so this breaks the tie: a person's messages go out in turn.
     */
    seq: bigint('seq', { mode: 'number' }).generatedByDefaultAsIdentity(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** What the message is about: a key of the message catalogue (booking.received, payment.confirmed…). */
    kind: text('kind').notNull(),
    /** The person it is for; null for the office's own copies. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** +8801XXXXXXXXX for an SMS, an e-mail address for a mail. */
    recipient: text('recipient').notNull(),
    language: text('language', { enum: ['en', 'bn'] }).notNull(),
    subject: text('subject'),
    /** A mail's Reply-To (the visitor who wrote through the contact form). */
    replyTo: text('reply_to'),
    body: text('body').notNull(),
    /** SMS parts the text takes (0 for a mail), known before sending. */
    segments: integer('segments').notNull().default(0),
    /**
     * pending: waiting for its first try, or for a retry after a failure (`attempts` > 0);
     * sending: claimed by a worker until `lockedUntil`; sent; failed: given up (staff see why).
     */
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** The provider's own reference for a delivered SMS (SSL Wireless's reference_id). */
    providerRef: text('provider_ref'),
    dedupeKey: text('dedupe_key').unique(),
    ...timestamps,
  },
  (t) => [
    index('messages_due_idx').on(t.status, t.nextAttemptAt),
    index('messages_created_idx').on(t.createdAt),
    index('messages_user_idx').on(t.userId),
    check('messages_channel_known', sql`${t.channel} in ('sms', 'email')`),
    check('messages_language_known', sql`${t.language} in ('en', 'bn')`),
    check('messages_status_known', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    check('messages_counts', sql`${t.segments} >= 0 and ${t.attempts} >= 0`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

/**
 * SMS parts spent per day (Asia/Dhaka), against the daily cap: one row per day, raised by a
 * conditional upsert, so racing senders cannot pass the cap together.
 */
export const smsBudgetDays = pgTable(
  'sms_budget_days',
  {
    day: text('day').primaryKey(),
    segments: integer('segments').notNull().default(0),
  },
  (t) => [check('sms_budget_days_segments', sql`${t.segments} >= 0`)],
);

/**
 * What a person chose to receive. No row: the defaults (Bengali, SMS and e-mail on, reminders on).
 */
export const messagePreferences = pgTable(
  'message_preferences',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'bn'] })
      .notNull()
      .default('bn'),
    sms: boolean('sms').notNull().default(true),
    email: boolean('email').notNull().default(true),
    reminders: boolean('reminders').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('message_preferences_language_known', sql`${t.language} in ('en', 'bn')`)],
);

export type MessagePreferencesRow = typeof messagePreferences.$inferSelect;
