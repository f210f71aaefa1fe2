import type { OrderFilters } from '#shared/schemas/order.ts';

/** Query keys of the orders feature: every order query starts with 'orders', so one key invalidates them all. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (params: object) => ['orders', 'list', params] as const,
  counts: (filters: OrderFilters) => ['orders', 'counts', filters] as const,
  detail: (oid: string) => ['orders', 'detail', oid] as const,
};
