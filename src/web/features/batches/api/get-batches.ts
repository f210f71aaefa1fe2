import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Batch } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { batchKeys } from './keys';

/** GET /api/batches (the office): every batch, the earliest first day first. */
export const batchesQueryOptions = () =>
  queryOptions({ queryKey: batchKeys.list(), queryFn: ({ signal }) => api<Batch[]>('/batches', { signal }) });

export function useBatches() {
  return useQuery(batchesQueryOptions());
}

/**
 * GET /api/batches?cid=&open=1: the batches of a course with a free seat that have not ended. A
 * student sees those of their own courses only. Asked again on every visit: seats go quickly.
 */
export function useOpenBatches(cid: string) {
  return useQuery({
    queryKey: batchKeys.open(cid),
    queryFn: ({ signal }) => api<Batch[]>('/batches', { query: { cid, open: '1' }, signal }),
    staleTime: 0,
  });
}
