/** Query keys of the cash-up: every one starts with 'cash-up', so a close or re-open refreshes them all. */
export const cashUpKeys = {
  all: ['cash-up'] as const,
  day: (day: string) => ['cash-up', 'day', day] as const,
  month: (month: string) => ['cash-up', 'month', month] as const,
};
