import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment, PaymentSubmit } from '#shared/schemas/payment.ts';
import { api } from '#web/lib/api.ts';
import { paymentKeys } from './keys';

/** POST /api/orders/{oid}/payments: the student sends a payment's details, or staff record one. */
export function useSubmitPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ oid, body }: { oid: string; body: PaymentSubmit }) =>
      api<Payment>(`/orders/${encodeURIComponent(oid)}/payments`, { method: 'POST', body: { ...body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}
