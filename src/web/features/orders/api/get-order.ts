import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#shared/schemas/order.ts';
import { api } from '#web/lib/api.ts';
import { orderKeys } from './keys';

/** GET /api/oneOrder/{oid}: the owner or an admin. */
export function getOrder(oid: string, signal?: AbortSignal) {
  return api<Order>(`/oneOrder/${encodeURIComponent(oid)}`, { signal });
}

export const orderQueryOptions = (oid: string) =>
  queryOptions({
    queryKey: orderKeys.detail(oid),
    queryFn: ({ signal }) => getOrder(oid, signal),
  });

export function useOrder(oid: string) {
  return useQuery(orderQueryOptions(oid));
}
