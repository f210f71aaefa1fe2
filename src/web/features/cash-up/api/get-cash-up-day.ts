import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CashUpDay } from '#shared/schemas/cash-up.ts';
import { api } from '#web/lib/api.ts';
import { cashUpKeys } from './keys';

/**
 * GET /api/cash-up/{day} (the office): the day's confirmed money per method as it stands, its close
 * and what came in after it. Asked afresh on every visit: a payment confirmed a moment ago changes it.
 */
export const cashUpDayQueryOptions = (day: string) =>
  queryOptions({
    queryKey: cashUpKeys.day(day),
    queryFn: ({ signal }) => api<CashUpDay>(`/cash-up/${encodeURIComponent(day)}`, { signal }),
    staleTime: 0,
  });

/** The day's cash-up; while another day loads, the last one stays on screen. */
export function useCashUpDay(day: string) {
  return useQuery({ ...cashUpDayQueryOptions(day), placeholderData: keepPreviousData });
}
