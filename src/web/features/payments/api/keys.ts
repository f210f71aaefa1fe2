/**
 * Query keys of the payments feature: every payment query starts with 'payments', so one
 * invalidation after a submit, confirm or reject refreshes ledgers, the office's list and receipts.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  ledger: (oid: string) => ['payments', 'ledger', oid] as const,
  detail: (id: string) => ['payments', 'detail', id] as const,
  waiting: ['payments', 'waiting'] as const,
};
