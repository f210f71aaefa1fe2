import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Progress } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { attendanceKeys } from './keys';

/** GET /api/orders/{oid}/progress: the order's seat, its next session, attendance and skills. */
export const progressQueryOptions = (oid: string) =>
  queryOptions({
    queryKey: attendanceKeys.progress(oid),
    queryFn: ({ signal }) => api<Progress>(`/orders/${encodeURIComponent(oid)}/progress`, { signal }),
  });

export function useProgress(oid: string) {
  return useQuery(progressQueryOptions(oid));
}
