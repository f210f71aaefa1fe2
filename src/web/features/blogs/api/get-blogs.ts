import { useQuery } from '@tanstack/react-query';
import type { Blog } from '../../../../shared/schemas/blog';
import { pagedListQuery } from '../../../lib/paged-query';

export interface BlogPageParams {
  page: number;
  limit: number;
  /** An exact blog id from the manage list's search box; undefined lists all. */
  bid?: string;
}

/** GET /api/allblog?page&limit&bid: newest first, one page, the total from x-total-count. */
export const blogsQueryOptions = (params: BlogPageParams) =>
  pagedListQuery<Blog, typeof params>('blogs', '/allblog', params);

export function useBlogs(params: BlogPageParams) {
  return useQuery(blogsQueryOptions(params));
}
