import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '#shared/schemas/payment.ts';
import { api } from '#web/lib/api.ts';
import { paymentKeys } from './keys';

/**
 * POST /api/payments/{id}/confirm: staff confirm a payment; it gets its receipt number. Into a day
 * whose cash-up is closed, with the reason the office gave (else the server answers DAY_CLOSED).
 */
export function useConfirmPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, closedDayReason }: { id: string; closedDayReason?: string }) =>
      api<Payment>(`/payments/${encodeURIComponent(id)}/confirm`, {
        method: 'POST',
        ...(closedDayReason ? { body: { closedDayReason } } : {}),
      }),
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
