import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Transfer, TransferResult } from '#shared/schemas/refund.ts';
import { api } from '#web/lib/api.ts';
import { MONEY_KEYS, refundKeys } from './keys';

/** POST /api/orders/{oid}/transfer: the office moves the order to another course. */
export function useTransferOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ oid, body }: { oid: string; body: Transfer }) =>
      api<TransferResult>(`/orders/${encodeURIComponent(oid)}/transfer`, { method: 'POST', body }),
    onSuccess: () => Promise.all([refundKeys.all, ...MONEY_KEYS].map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}
