import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import { pagedListQuery } from '#web/lib/paged-query.ts';

export interface AuditLogParams {
  page: number;
  limit: number;
  entityType?: string;
  entityId?: string;
  /** An e-mail, or part of one, or an account id. */
  actor?: string;
  /** School days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

/** GET /api/audit-log (the owner only): one page of the activity log, newest first, and the total. */
export const auditLogQueryOptions = (params: AuditLogParams) =>
  pagedListQuery<AuditEntry, AuditLogParams>('audit', '/audit-log', params);

export function useAuditLog(params: AuditLogParams) {
  return useQuery(auditLogQueryOptions(params));
}
