import { useQuery } from '@tanstack/react-query';
import type { Blog } from '../../../../shared/schemas/blog';
import { pagedListQuery } from '../../../lib/paged-query';

export interface BlogPageParams {
  page: number;
  limit: number;
  /** The manage list's search: posts whose id or a title contains it; undefined lists all. */
  q?: string;
  sort?: string;
}

/** GET /api/allblog?page&limit&q&sort: newest first, one page, the total from x-total-count. */
export const blogsQueryOptions = (params: BlogPageParams) =>
  pagedListQuery<Blog, typeof params>('blogs', '/allblog', params);

export function useBlogs(params: BlogPageParams) {
  return useQuery(blogsQueryOptions(params));
}
