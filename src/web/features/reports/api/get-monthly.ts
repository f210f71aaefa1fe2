import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Monthly } from '#shared/schemas/report.ts';
import { api } from '#web/lib/api.ts';
import { REPORT_STALE_TIME, reportKeys } from './keys';

/** GET /api/reports/monthly?months= (staff): each month's bookings, their fees and the money confirmed. */
export const monthlyQueryOptions = (months = 12) =>
  queryOptions({
    queryKey: reportKeys.monthly(months),
    queryFn: ({ signal }) => api<Monthly>('/reports/monthly', { query: { months }, signal }),
    staleTime: REPORT_STALE_TIME,
  });

export function useMonthly(months = 12) {
  return useQuery(monthlyQueryOptions(months));
}
