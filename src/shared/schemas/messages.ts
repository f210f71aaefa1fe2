import { z } from 'zod';
import { PageQuerySchema } from './paging';

/** How a message stands in the staff's log: `retrying` is a waiting message that has failed before. */
export const MESSAGE_STATES = ['pending', 'retrying', 'sending', 'sent', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const MessageLogEntrySchema = z.object({
  id: z.string(),
  channel: z.enum(['sms', 'email']),
  kind: z.string(),
  recipient: z.string(),
  language: z.enum(['en', 'bn']),
  subject: z.string().nullable(),
  body: z.string(),
  segments: z.number().int(),
  state: z.enum(MESSAGE_STATES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string(),
});
export type MessageLogEntry = z.infer<typeof MessageLogEntrySchema>;

export const MessageLogQuerySchema = PageQuerySchema.extend({
  state: z.enum([...MESSAGE_STATES, 'all']).default('all'),
  channel: z.enum(['sms', 'email', 'all']).default('all'),
});
export type MessageLogQuery = z.infer<typeof MessageLogQuerySchema>;

export const MessageLogSummarySchema = z.object({
  /** SMS parts spent today (Asia/Dhaka) and the day's cap. */
  segmentsToday: z.number().int(),
  dailySegments: z.number().int(),
  failed: z.number().int(),
  retrying: z.number().int(),
});
export type MessageLogSummary = z.infer<typeof MessageLogSummarySchema>;

export const MessagePreferencesSchema = z.object({
  language: z.enum(['en', 'bn']),
  sms: z.boolean(),
  email: z.boolean(),
  reminders: z.boolean(),
});
export type MessagePreferencesBody = z.infer<typeof MessagePreferencesSchema>;

/** A notice is one SMS of at most five parts (335 Bengali characters), and one mail. */
export const BATCH_NOTICE_MAX = 335;

export const BatchNoticeSchema = z.object({
  text: z.string().trim().min(1, 'Write the notice.').max(BATCH_NOTICE_MAX, `At most ${BATCH_NOTICE_MAX} characters.`),
});
export type BatchNotice = z.infer<typeof BatchNoticeSchema>;

export const BatchNoticeResultSchema = z.object({
  /** Students the notice was queued for, and messages queued (SMS and mail). */
  students: z.number().int(),
  messages: z.number().int(),
});
