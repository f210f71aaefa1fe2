import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../shared/schemas/order';
import { apiPage } from '../../../lib/api';
import { orderKeys } from './keys';

export interface OrdersParams {
  /** Admins: orders booked with this e-mail. Students may only pass their own. */
  email?: string;
  page: number;
  limit: number;
}

/** GET /api/allOrder: admins get every order, everyone else their own; paged on the server. */
export function getOrders(params: OrdersParams, signal?: AbortSignal) {
  return apiPage<Order>('/allOrder', {
    signal,
    query: { email: params.email, page: params.page, limit: params.limit },
  });
}

export const ordersQueryOptions = (params: OrdersParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getOrders(params, signal),
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrdersParams) {
  return useQuery(ordersQueryOptions(params));
}
