import { z } from 'zod';
import { PageQuerySchema } from './paging';

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
  'coupon.created',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit record may hold before and after: plain JSON fields of the entity. */
export const AuditValuesSchema = z.record(z.string(), z.unknown()).nullable();
export type AuditValues = z.infer<typeof AuditValuesSchema>;

/** `GET /api/audit-log`: newest first, paged (total in `x-total-count`), optionally one entity's records. */
export const AuditQuerySchema = PageQuerySchema.extend({
  entityType: z.string().trim().min(1).max(40).optional(),
  entityId: z.string().trim().min(1).max(100).optional(),
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
