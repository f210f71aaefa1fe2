/** Query keys of the orders feature: every order query starts with 'orders', so one key invalidates them all. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (params: { email?: string; page: number; limit: number }) => ['orders', 'list', params] as const,
  detail: (oid: string) => ['orders', 'detail', oid] as const,
};
