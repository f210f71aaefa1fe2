/**
 * Query keys of the refunds feature: every refund query starts with 'refunds', so one invalidation
 * after an ask, an approval or a decline refreshes the lists, an order's card and the menu's badge.
 */
export const refundKeys = {
  all: ['refunds'] as const,
  order: (oid: string) => ['refunds', 'order', oid] as const,
  waiting: ['refunds', 'waiting'] as const,
};

/**
 * What a refund or a transfer changes besides refunds: an order's ledger (the payments feature's
 * cache, under 'payments'), the orders, the batches' seats and the money reports. The keys are the
 * other features' first words; a feature does not import another's code.
 */
export const MONEY_KEYS = [['payments'], ['orders'], ['batches'], ['reports']] as const;
