import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Batch } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { pagedListQuery } from '#web/lib/paged-query.ts';
import { TEACHING_KEY } from '#web/lib/teaching-keys.ts';
import { batchKeys } from './keys';

/**
 * GET /api/batches?stage=current (the office): the batches running, to come, and ended in about
 * the last month, the earliest first day first. Those that ended before are `useEarlierBatches`.
 */
export const batchesQueryOptions = () =>
  queryOptions({
    queryKey: batchKeys.list(),
    queryFn: ({ signal }) => api<Batch[]>('/batches', { query: { stage: 'current' }, signal }),
  });

export function useBatches() {
  return useQuery(batchesQueryOptions());
}

/** GET /api/batches?stage=earlier: a page of the batches that ended over a month ago, the latest first. */
export function useEarlierBatches(params: { page: number; limit: number }, enabled: boolean) {
  return useQuery({
    ...pagedListQuery<Batch, { stage: 'earlier'; page: number; limit: number }>(TEACHING_KEY[0], '/batches', {
      stage: 'earlier',
      ...params,
    }),
    enabled,
  });
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
