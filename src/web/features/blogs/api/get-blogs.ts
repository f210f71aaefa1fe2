import { useQuery } from '@tanstack/react-query';
import type { Blog } from '#shared/schemas/blog.ts';
import { pagedListQuery } from '#web/lib/paged-query.ts';

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

/** The public blog: nine posts a page, the page number in the address (?page=2). */
export const PUBLIC_BLOG_PAGE_SIZE = 9;

export function publicBlogPage(search: URLSearchParams): BlogPageParams {
  const asked = Number(search.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
  return { page, limit: PUBLIC_BLOG_PAGE_SIZE };
}

/** The home page's strip: the three newest posts. */
export const HOME_BLOGS: BlogPageParams = { page: 1, limit: 3 };
