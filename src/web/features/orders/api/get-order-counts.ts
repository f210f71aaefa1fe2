import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderCounts, OrderFilters } from '#shared/schemas/order.ts';
import { api } from '#web/lib/api.ts';
import { orderKeys } from './keys';

/** GET /api/allOrder/counts: how many orders match the search and filters, by status. */
export function useOrderCounts(filters: OrderFilters) {
  return useQuery({
    queryKey: orderKeys.counts(filters),
    queryFn: ({ signal }) => api<OrderCounts>('/allOrder/counts', { signal, query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}
