import { useQuery } from '@tanstack/react-query';
import type { BatchDetail, TeachingSession } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { batchKeys } from './keys';

/** GET /api/sessions: the caller's sessions (a teacher's own; the office's all) between two days. */
export function useSessions(from: string, to: string) {
  return useQuery({
    queryKey: batchKeys.sessions(from, to),
    queryFn: ({ signal }) => api<TeachingSession[]>('/sessions', { query: { from, to }, signal }),
  });
}

/** GET /api/batches/{id}: the batch, its roster and its skill checklist. */
export function useBatch(id: string) {
  return useQuery({
    queryKey: batchKeys.detail(id),
    queryFn: ({ signal }) => api<BatchDetail>(`/batches/${encodeURIComponent(id)}`, { signal }),
  });
}
