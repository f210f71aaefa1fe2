import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, users, type AuditLogRow } from '../../db/schema';
import type { AuditEntry, AuditQuery, AuditValues } from '../../../shared/schemas/audit';
import { pageWindow } from '../../../shared/schemas/paging';

function toEntry(row: AuditLogRow & { entityName: string | null; entityEmail: string | null }): AuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorUserId: row.actorUserId,
    actorEmail: row.actorEmail,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    entityName: row.entityName,
    entityEmail: row.entityEmail,
    before: row.before as AuditValues,
    after: row.after as AuditValues,
  };
}

/**
 * One page of the audit log, newest first, optionally one kind of entity or one entity; with the
 * total. A user entity is shown with the account's name and e-mail as they are now.
 */
export async function listAuditLog(db: Db, query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
  const where: SQL | undefined = and(
    query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ entry: auditLog, entityName: users.name, entityEmail: users.email })
      .from(auditLog)
      .leftJoin(users, and(eq(auditLog.entityType, 'user'), eq(users.id, auditLog.entityId)))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map((r) => toEntry({ ...r.entry, entityName: r.entityName, entityEmail: r.entityEmail })),
    total: totals?.n ?? 0,
  };
}
