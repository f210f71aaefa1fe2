import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Collections, CollectionsQuery } from '#shared/schemas/report.ts';
import { api } from '#web/lib/api.ts';
import { REPORT_STALE_TIME, reportKeys } from './keys';

/**
 * GET /api/reports/collections?from&to (staff): confirmed money per day and month by method. Without
 * a range, this month so far. A refused range (400) is shown on its field.
 */
export const collectionsQueryOptions = (range: CollectionsQuery) =>
  queryOptions({
    queryKey: reportKeys.collections(range),
    queryFn: ({ signal }) => api<Collections>('/reports/collections', { query: { ...range }, signal }),
    staleTime: REPORT_STALE_TIME,
  });

/** The report for `range`; while a new range loads, the last one stays on screen. */
export function useCollections(range: CollectionsQuery) {
  return useQuery({ ...collectionsQueryOptions(range), placeholderData: keepPreviousData });
}
