import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicReceipt } from '#shared/schemas/payment.ts';
import { api, isNotFound } from '#web/lib/api.ts';

/**
 * GET /api/receipts/{number}: the public check of a receipt. An unknown or malformed number is an
 * answer, not a failure to retry; the check is rate-limited, so nothing is asked twice needlessly.
 */
export const receiptCheckQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['receipt-check', number.trim().toUpperCase()],
    queryFn: ({ signal }) => api<PublicReceipt>(`/receipts/${encodeURIComponent(number)}`, { signal }),
    retry: (count, err) => !isNotFound(err) && count < 1,
    staleTime: Infinity,
  });

export function useReceiptCheck(number: string) {
  return useQuery(receiptCheckQueryOptions(number));
}
