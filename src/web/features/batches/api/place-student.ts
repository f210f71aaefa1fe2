import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchDetail } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { batchKeys } from './keys';

/**
 * POST /api/batches/{id}/students: a seat for an order. The office places any order; a student
 * takes a seat for their own. Refusals are 409 BATCH_FULL, ALREADY_IN_BATCH or BATCH_OTHER_COURSE,
 * or 404 ORDER_NOT_FOUND. Success or not, every batch query is asked again: a refusal usually means
 * the seats changed since the page showed them.
 */
export function usePlaceStudent() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ batchId, oid }: { batchId: string; oid: string }) =>
      api<BatchDetail>(`/batches/${encodeURIComponent(batchId)}/students`, { method: 'POST', body: { oid } }),
    onSettled: () => qc.invalidateQueries({ queryKey: batchKeys.all }),
  });
}
