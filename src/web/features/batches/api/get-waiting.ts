import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WaitingStudent } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { batchKeys } from './keys';

/**
 * GET /api/batches/{id}/waiting?q=: the course's students without a seat (the office). Under the
 * teaching loop's key, so a placement (which asks every batch query again) refreshes it.
 */
export function useWaitingStudents(batchId: string, q: string) {
  return useQuery({
    queryKey: batchKeys.waiting(batchId, q),
    queryFn: ({ signal }) =>
      api<WaitingStudent[]>(`/batches/${encodeURIComponent(batchId)}/waiting`, { query: q ? { q } : {}, signal }),
    placeholderData: keepPreviousData,
  });
}
