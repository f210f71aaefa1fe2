import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { paymentKeys } from './keys';

/** GET /api/bkash: whether the school takes payments through bKash's own checkout. */
export function useBkashEnabled() {
  return useQuery({
    queryKey: [...paymentKeys.all, 'bkash'],
    queryFn: ({ signal }) => api<{ enabled: boolean }>('/bkash', { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * POST /api/orders/{oid}/bkash: starts a bKash payment of `amount` taka; the answer is bKash's page,
 * where the student approves it in their wallet. bKash sends them back to My Course.
 */
export function useStartBkash() {
  return useMutation({
    mutationFn: ({ oid, amount, language }: { oid: string; amount: number; language: 'bn' | 'en' }) =>
      api<{ bkashURL: string }>(`/orders/${encodeURIComponent(oid)}/bkash`, {
        method: 'POST',
        body: { amount, language },
      }),
  });
}
