import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log: who changed what, from what to what, and when. Append-only: the app has no
 * update or delete path, and the database refuses UPDATE, DELETE and TRUNCATE on the table (a
 * trigger in migration 0008), so a record cannot be edited away afterwards. Rows are written only
 * by `recordAudit` (src/server/lib/audit.ts), inside the transaction of the change they record.
 *
 * No foreign keys: a record outlives the account that made it or that it names, so the actor's
 * e-mail is kept as it was at the time. No `updated_at`: a record never changes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The user who made the change; null for the operator's command line (`npm run user`). */
    actorUserId: text('actor_user_id'),
    /** The actor's e-mail address when the change was made. */
    actorEmail: text('actor_email'),
    /** What happened, `entity.verb` (e.g. `user.role_changed`). */
    action: text('action').notNull(),
    /** The kind of thing changed (`user`, later `payment`, `order`, …) and its id. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** The changed fields before and after (null before a creation, after a removal). */
    before: jsonb('before'),
    after: jsonb('after'),
    // The time of this statement, not of its transaction's start, so records written by one
    // transaction keep their order.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
