import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Messages sent through the contact form: the school's enquiry inbox. Each is stored before it is
 * e-mailed to the school (the mail is a notification, the row is the message), so a message
 * survives an SMTP failure; `mailStatus` says whether the mail went out, and `mailError` why not.
 * Staff open a message (`readAt`) and mark it handled (`handledAt`, `handledBy`).
 */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  /** Optional call-back number, normalised to 01XXXXXXXXX. */
  phone: text('phone'),
  message: text('message').notNull(),
  mailStatus: text('mail_status', { enum: ['pending', 'sent', 'failed'] })
    .notNull()
    .default('pending'),
  mailError: text('mail_error'),
  mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
  /** When a staff member first opened it; null while unread. */
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  /** When it was marked handled, and by whom (a user id); null while open. */
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handledBy: text('handled_by'),
  ...timestamps,
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;
