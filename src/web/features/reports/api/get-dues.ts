import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dues } from '#shared/schemas/report.ts';
import { api } from '#web/lib/api.ts';
import { REPORT_STALE_TIME, reportKeys } from './keys';

/** GET /api/reports/dues (staff): every order that still owes money, the overdue first, and the totals. */
export const duesQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.dues(),
    queryFn: ({ signal }) => api<Dues>('/reports/dues', { signal }),
    staleTime: REPORT_STALE_TIME,
  });

export function useDues() {
  return useQuery(duesQueryOptions());
}
