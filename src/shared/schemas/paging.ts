import { z } from 'zod';
import { PAGE_SIZES } from '#shared/constants.ts';

/**
 * Server-side paging for the admin lists. The body stays the spec's plain array (old clients keep
 * working); the total number of matching rows travels in the `x-total-count` header.
 * Without `page`, the first `limit` rows come back (default: up to MAX_UNPAGED).
 */
export const MAX_UNPAGED = 500;
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_UNPAGED).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageWindow(q: PageQuery): { limit: number; offset: number } {
  const limit = q.limit ?? (q.page ? PAGE_SIZES[0] : MAX_UNPAGED);
  return { limit, offset: ((q.page ?? 1) - 1) * limit };
}
