import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CashUpMonth } from '#shared/schemas/cash-up.ts';
import { api } from '#web/lib/api.ts';
import { cashUpKeys } from './keys';

/** GET /api/cash-ups?month= (the owner): every day of the month to today, newest first. */
export const cashUpMonthQueryOptions = (month: string) =>
  queryOptions({
    queryKey: cashUpKeys.month(month),
    queryFn: ({ signal }) => api<CashUpMonth>('/cash-ups', { query: { month }, signal }),
    staleTime: 0,
  });

export function useCashUpMonth(month: string) {
  return useQuery({ ...cashUpMonthQueryOptions(month), placeholderData: keepPreviousData });
}
