import { z } from 'zod';
import { PageQuerySchema } from './paging';
import { isRealDay } from '#shared/dates.ts';
import { asciiDigits } from '#shared/digits.ts';

/**
 * The audit log as the owner reads it. Every change that must be answerable later (a role, an
 * invitation, the school's facts; later payments, order corrections, certificates) writes one record in the same
 * transaction as the change. Actions are `entity.verb`; the UI names the ones it knows and shows
 * any other as it is.
 */
export const AUDIT_ACTIONS = [
  'user.role_changed',
  'user.invited',
  'user.made_owner',
  'school.settings_changed',
  'payment.submitted',
  'payment.confirmed',
  'payment.rejected',
  'payment.cash_recorded',
  'payment.paid_by_bkash',
  'coupon.created',
  'order.booked',
  'order.updated',
  'order.deleted',
  'course.created',
  'course.updated',
  'course.deleted',
  'vehicle.added',
  'batch.created',
  'batch.student_placed',
  'attendance.corrected',
  'coupon.updated',
  'coupon.retired',
  'coupon.used',
  'certificate.issued',
  'certificate.revoked',
  'test.booked',
  'test.updated',
  'test.deleted',
  'skills.updated',
  'question.created',
  'question.updated',
  'question.retired',
  'legacy.imported',
  'user.demo_removed',
  'refund.requested',
  'refund.approved',
  'refund.declined',
  'order.cancelled',
  'order.transferred',
  'cash_up.closed',
  'cash_up.reopened',
  'payment.into_closed_day',
  'refund.into_closed_day',
  'enquiry.answered',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit record may hold before and after: plain JSON fields of the entity. */
export const AuditValuesSchema = z.record(z.string(), z.unknown()).nullable();
export type AuditValues = z.infer<typeof AuditValuesSchema>;

const auditDay = z
  .string('Write the date as YYYY-MM-DD.')
  .overwrite(asciiDigits)
  .refine(isRealDay, 'Write the date as YYYY-MM-DD.');

/**
 * `GET /api/audit-log` and `GET /api/audit`: newest first, paged (total in `x-total-count`),
 * filtered by kind of entity (`entityType`, or `entity` for short), one entity (`entityId`), who
 * did it (`actor`: an e-mail, or part of one, or an account id) and school days (`from`, `to`,
 * Asia/Dhaka, both included).
 */
export const AuditQuerySchema = PageQuerySchema.extend({
  entityType: z.string().trim().min(1).max(40).optional(),
  entity: z.string().trim().min(1).max(40).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
  actor: z.string().trim().min(1).max(200).optional(),
  from: auditDay.optional(),
  to: auditDay.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, {
  path: ['to'],
  message: 'The end date is before the start date.',
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  /** ISO time of the change. */
  createdAt: z.string(),
  /** Who made it: a user, or null for the operator's command line. */
  actorUserId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  /** For a user entity: the account's name and e-mail now (null when it no longer exists). */
  entityName: z.string().nullable(),
  entityEmail: z.string().nullable(),
  before: AuditValuesSchema,
  after: AuditValuesSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
