import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '#shared/schemas/blog.ts';
import { api } from '#web/lib/api.ts';

/** GET /api/oneBlog/{bid}. */
export const blogQueryOptions = (bid: string) =>
  queryOptions({
    queryKey: ['blogs', 'detail', bid],
    queryFn: ({ signal }) => api<Blog>(`/oneBlog/${encodeURIComponent(bid)}`, { signal }),
  });

export function useBlog(bid: string) {
  return useQuery(blogQueryOptions(bid));
}
