import { z } from 'zod';
import { isCleanLine, isCleanText } from '#shared/text.ts';
import { optionalPhoneSchema } from '#shared/phone.ts';
import { PageQuerySchema } from './paging';

/**
 * The contact form: the spec's field names, all required, the e-mail an e-mail. The form and `POST
 * /api/contact` both validate with this.
 */
export const ContactMessageSchema = z.object({
  user_name: z
    .string()
    .trim()
    .min(1, 'Please enter your name.')
    .max(100, 'The name is too long (100 characters at most).')
    .refine(isCleanLine, 'The name cannot contain line breaks or hidden characters.'),
  user_email: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail address.')
    .max(254, 'The e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.')),
  /** Optional: a number to call back on, stored as 01XXXXXXXXX (the one phone rule). */
  phone: optionalPhoneSchema({
    required: 'Please enter a phone number.',
    invalid: 'Enter a Bangladeshi mobile number, e.g. 01712-345678.',
  }),
  message: z
    .string()
    .trim()
    .min(1, 'Please write a message.')
    .max(5000, 'The message is too long (5000 characters at most).')
    .refine(isCleanText, 'The message contains characters that are not allowed.'),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;

/** 201: the message is stored and was accepted by the school's mail server. */
export const ContactAcceptedSchema = z.object({ id: z.string() });
export type ContactAccepted = z.infer<typeof ContactAcceptedSchema>;

/** The staff inbox: which messages a list shows. */
export const INBOX_STATUSES = ['open', 'handled', 'all'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** `GET /api/contact-messages`: one page of the inbox, newest first; the total in `x-total-count`. */
export const InboxQuerySchema = PageQuerySchema.extend({
  status: z.enum(INBOX_STATUSES).default('open'),
});
export type InboxQuery = z.infer<typeof InboxQuerySchema>;

/** What the office did about an enquiry (docs/decisions/0481). */
export const INBOX_NOTE_KINDS = ['call', 'reply', 'note'] as const;
export type InboxNoteKind = (typeof INBOX_NOTE_KINDS)[number];

/** A call, reply or note on an enquiry, with who wrote it and when. */
export const InboxNoteSchema = z.object({
  id: z.string(),
  kind: z.enum(INBOX_NOTE_KINDS),
  note: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type InboxNote = z.infer<typeof InboxNoteSchema>;

/**
 * `POST /api/contact-messages/{id}/notes`: what was done (a call, a reply, a note) and, optionally,
 * what was said; `handled` also marks the enquiry handled, as an answer usually does.
 */
export const InboxNoteCreateSchema = z.object({
  kind: z.enum(INBOX_NOTE_KINDS, 'Say what was done: call, reply or note.'),
  note: z
    .string()
    .trim()
    .max(1000, 'The note is too long (1000 characters at most).')
    .refine(isCleanText, 'The note contains characters that are not allowed.')
    .default(''),
  handled: z.boolean().default(false),
});
export type InboxNoteCreate = z.infer<typeof InboxNoteCreateSchema>;
export type InboxNoteCreateInput = z.input<typeof InboxNoteCreateSchema>;

/** One enquiry as staff see it. Times are ISO strings; null while not yet read or handled. */
export const InboxMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** A number to call back on (01XXXXXXXXX), when the visitor gave one. */
  phone: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  /** Whether the notification mail reached the school's mailbox. */
  mailStatus: z.enum(['pending', 'sent', 'failed']),
  readAt: z.string().nullable(),
  handledAt: z.string().nullable(),
  /** The office's calls, replies and notes on it, oldest first. */
  notes: z.array(InboxNoteSchema),
});
export type InboxMessage = z.infer<typeof InboxMessageSchema>;

/** `GET /api/contact-messages/summary`: what the dashboard's badge shows. */
export const InboxSummarySchema = z.object({
  /** Open messages nobody has opened yet. */
  unread: z.number().int(),
  /** Messages not yet marked handled. */
  open: z.number().int(),
});
export type InboxSummary = z.infer<typeof InboxSummarySchema>;

/** `PATCH /api/contact-messages/{id}`: mark read, or handled (false reopens it). */
export const InboxUpdateSchema = z
  .object({ read: z.literal(true).optional(), handled: z.boolean().optional() })
  .refine((v) => v.read !== undefined || v.handled !== undefined, 'Say what to change: read or handled.');
export type InboxUpdate = z.infer<typeof InboxUpdateSchema>;

export const InboxIdParamsSchema = z.object({ id: z.uuid('Use the message’s id') });
