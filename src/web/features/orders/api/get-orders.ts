import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderFilters } from '#shared/schemas/order.ts';
import { apiPage } from '#web/lib/api.ts';
import { orderKeys } from './keys';

export interface OrderListParams extends Omit<OrderFilters, 'email'> {
  /** Admins: orders booked with this e-mail. Students may only pass their own. */
  email?: string;
  /** The order: "-created" (newest booking first) unless another is chosen. */
  sort?: string;
  page: number;
  limit: number;
}

/** GET /api/allOrder: admins search every order, everyone else gets their own; paged on the server. */
export function getOrders(params: OrderListParams, signal?: AbortSignal) {
  return apiPage<Order>('/allOrder', { signal, query: { ...params } });
}

export const ordersQueryOptions = (params: OrderListParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrderListParams) {
  return useQuery(ordersQueryOptions(params));
}
