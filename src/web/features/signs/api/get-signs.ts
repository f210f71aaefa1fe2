import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoadSign } from '#shared/schemas/sign.ts';
import { api } from '#web/lib/api.ts';

export type { RoadSign };
export type SignCategory = RoadSign['category'];

/**
 * GET /api/signs: the sign library with meanings in both languages; `q` finds signs by words in
 * either language. The list changes only with a new version of the site.
 */
export const signsQueryOptions = (q = '') =>
  queryOptions({
    queryKey: ['road-signs', q],
    queryFn: ({ signal }) => api<RoadSign[]>('/signs', { query: { q }, signal }),
    staleTime: Infinity,
  });

export function useRoadSigns(q = '') {
  return useQuery(signsQueryOptions(q));
}
