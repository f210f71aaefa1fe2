import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '../../../../shared/schemas/blog';
import { api } from '../../../lib/api';

/** GET /api/oneBlog/{bid}. */
export const blogQueryOptions = (bid: string) =>
  queryOptions({
    queryKey: ['blogs', 'detail', bid],
    queryFn: ({ signal }) => api<Blog>(`/oneBlog/${encodeURIComponent(bid)}`, { signal }),
  });

export function useBlog(bid: string) {
  return useQuery(blogQueryOptions(bid));
}
