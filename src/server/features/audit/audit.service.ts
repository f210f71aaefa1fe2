import { and, count, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import { anyContains } from '#server/lib/list-query.ts';
import type { Db } from '#server/db/client.ts';
import { auditLog, users, type AuditLogRow } from '#server/db/schema/index.ts';
import type { AuditEntry, AuditQuery, AuditValues } from '#shared/schemas/audit.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import { addDays } from '#shared/dates.ts';

/** Bangladesh keeps UTC+6 all year: a school day starts at 18:00 UTC the day before. */
const dhakaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 6 * 60 * 60 * 1000);

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
 * One page of the audit log, newest first, filtered by kind of entity, one entity, actor and
 * school days; with the total. A user entity is shown with the account's name and e-mail as they are now.
 */
export async function listAuditLog(db: Db, query: AuditQuery): Promise<{ items: AuditEntry[]; total: number }> {
  const entityType = query.entityType ?? query.entity;
  const where: SQL | undefined = and(
    entityType ? eq(auditLog.entityType, entityType) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
    query.actor
      ? or(eq(auditLog.actorUserId, query.actor), anyContains(query.actor, [auditLog.actorEmail]))
      : undefined,
    query.from ? gte(auditLog.createdAt, dhakaMidnight(query.from)) : undefined,
    query.to ? lt(auditLog.createdAt, dhakaMidnight(addDays(query.to, 1))) : undefined,
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
