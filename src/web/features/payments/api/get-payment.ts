import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '#shared/schemas/payment.ts';
import { api } from '#web/lib/api.ts';
import { paymentKeys } from './keys';

/** GET /api/payments/{id}: one payment, for its order's student or staff. */
export const paymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => api<Payment>(`/payments/${encodeURIComponent(id)}`, { signal }),
  });

export function usePayment(id: string) {
  return useQuery(paymentQueryOptions(id));
}
