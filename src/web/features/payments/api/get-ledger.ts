import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ledger } from '#shared/schemas/payment.ts';
import { api } from '#web/lib/api.ts';
import { paymentKeys } from './keys';

/** GET /api/orders/{oid}/ledger: the order's fee, discount, paid, due and payments (its student or staff). */
export const ledgerQueryOptions = (oid: string) =>
  queryOptions({
    queryKey: paymentKeys.ledger(oid),
    queryFn: ({ signal }) => api<Ledger>(`/orders/${encodeURIComponent(oid)}/ledger`, { signal }),
  });

export function useLedger(oid: string) {
  return useQuery(ledgerQueryOptions(oid));
}
