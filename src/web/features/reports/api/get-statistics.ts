import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Statistics } from '#shared/schemas/report.ts';
import { api } from '#web/lib/api.ts';
import { REPORT_STALE_TIME, reportKeys } from './keys';

/** GET /api/reports/statistics?month= (the owner): the month's stages and money against the month before. */
export const statisticsQueryOptions = (month: string) =>
  queryOptions({
    queryKey: reportKeys.statistics(month),
    queryFn: ({ signal }) => api<Statistics>('/reports/statistics', { query: { month }, signal }),
    staleTime: REPORT_STALE_TIME,
  });

/** The month's statistics; while another month loads, the last one stays on screen. */
export function useStatistics(month: string) {
  return useQuery({ ...statisticsQueryOptions(month), placeholderData: keepPreviousData });
}
