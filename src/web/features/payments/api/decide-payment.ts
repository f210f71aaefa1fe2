import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '#shared/schemas/payment.ts';
import { api } from '#web/lib/api.ts';
import { paymentKeys } from './keys';

/** POST /api/payments/{id}/confirm: staff confirm a payment; it gets its receipt number. */
export function useConfirmPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Payment>(`/payments/${encodeURIComponent(id)}/confirm`, { method: 'POST' }),
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

/** POST /api/payments/{id}/reject: staff reject a payment with a reason its student reads. */
export function useRejectPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api<Payment>(`/payments/${encodeURIComponent(id)}/reject`, { method: 'POST', body: { reason } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
