import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * What the office did about an enquiry: a call, a reply, or a note (docs/decisions/0481). Kept
 * beside the message, oldest first; never edited (a correction is another note). The author's
 * name is copied, so the note still says who wrote it after their account changes.
 */
export const contactNotes = pgTable(
  'contact_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['call', 'reply', 'note'] }).notNull(),
    note: text('note').notNull().default(''),
    authorId: text('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('contact_notes_message_idx').on(t.messageId, t.createdAt)],
);

export type ContactNoteRow = typeof contactNotes.$inferSelect;
