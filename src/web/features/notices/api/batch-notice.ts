import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchNotice } from '#shared/schemas/messages.ts';
import { api } from '#web/lib/api.ts';

/** POST /api/batches/{id}/notice (staff): the notice goes to every student seated in the batch. */
export function useSendBatchNotice(batchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchNotice) =>
      api<{ students: number; messages: number }>(`/batches/${encodeURIComponent(batchId)}/notice`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['message-log'] }),
  });
}
