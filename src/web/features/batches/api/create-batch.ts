import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Batch, BatchCreate } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { batchKeys } from './keys';

/**
 * POST /api/batches (the office). A teacher or vehicle already busy at that time is 409
 * BATCH_CLASH, its field (`teacherEmail` or `vehicleId`) named in `fields`.
 */
export function useCreateBatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchCreate) => api<Batch>('/batches', { method: 'POST', body: { ...body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: batchKeys.all }),
  });
}
