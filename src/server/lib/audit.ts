import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/index.ts';
import type { AuditAction, AuditValues } from '#shared/schemas/audit.ts';
import { nowDate } from './clock';

/** A transaction of the app's database: the only thing `recordAudit` writes through. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who made a change: a signed-in user (their id and e-mail now), or null for the operator's command line. */
export type AuditActor = { id: string; email: string } | null;

/** A signed-in user as the audit log records them: their id and their e-mail now. */
export const actorOf = (user: { id: string; email: string }): NonNullable<AuditActor> => ({
  id: user.id,
  email: user.email,
});

export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  /** The kind of thing changed (`user`, later `payment`, `order`, …) and its id. */
  entityType: string;
  entityId: string;
  /** The changed fields as they were (null for a creation) and as they are now. */
  before?: AuditValues;
  after?: AuditValues;
}

/**
 * Writes one audit record. It takes a transaction, not the database: the record is written by the
 * transaction that makes the change, so both commit together or neither does (a change without
 * its record, or a record of a change that rolled back, cannot happen). There is no update or
 * delete beside this; the database refuses both on the table (docs/decisions/0250).
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values(auditRow(record));
}

/**
 * The row of one audit record, for a change written as one statement (a data-modifying WITH) that
 * writes its record in the same statement: atomic as a transaction is.
 */
export function auditRow(record: AuditRecord) {
  return {
    actorUserId: record.actor?.id ?? null,
    actorEmail: record.actor?.email ?? null,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId,
    before: record.before ?? null,
    after: record.after ?? null,
    // The app's time: the activity log is filtered by its school days (src/server/lib/clock.ts).
    createdAt: nowDate(),
  };
}
