import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicRefund } from '#shared/schemas/refund.ts';
import { api, isNotFound } from '#web/lib/api.ts';

/**
 * GET /api/refund-receipts/{number}: the public check of a refund. An unknown number is an answer,
 * not a failure to retry; the check is rate-limited, so nothing is asked twice needlessly.
 */
export const refundCheckQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['refund-check', number.trim().toUpperCase()],
    queryFn: ({ signal }) => api<PublicRefund>(`/refund-receipts/${encodeURIComponent(number)}`, { signal }),
    retry: (count, err) => !isNotFound(err) && count < 1,
    staleTime: Infinity,
  });

export function useRefundCheck(number: string) {
  return useQuery(refundCheckQueryOptions(number));
}
