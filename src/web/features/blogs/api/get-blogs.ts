import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '../../../../shared/schemas/blog';
import { apiPage } from '../../../lib/api';

export interface BlogPageParams {
  page: number;
  limit: number;
  /** An exact blog id from the manage list's search box; undefined lists all. */
  bid?: string;
}

/** GET /api/allblog?page&limit&bid: newest first, one page, the total from x-total-count. */
export const blogsQueryOptions = (params: BlogPageParams) =>
  queryOptions({
    queryKey: ['blogs', 'list', params],
    queryFn: ({ signal }) => apiPage<Blog>('/allblog', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export function useBlogs(params: BlogPageParams) {
  return useQuery(blogsQueryOptions(params));
}
