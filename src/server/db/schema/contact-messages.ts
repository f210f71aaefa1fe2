import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Messages sent through the contact form. Each is stored before it is e-mailed to the school, so a
 * message survives an SMTP failure; `mailStatus` says whether the mail went out, and `mailError`
 * why not.
 */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  mailStatus: text('mail_status', { enum: ['pending', 'sent', 'failed'] })
    .notNull()
    .default('pending'),
  mailError: text('mail_error'),
  mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;
