import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPage, type RequestOptions } from './api';

/**
 * The query of a paged staff list: one page of `path` with its total (x-total-count), cached
 * under `[key, 'list', params]` so every save that invalidates `[key]` refreshes it, and the
 * previous page stays on screen while the next one loads.
 */
export function pagedListQuery<Row, Params extends object>(key: string, path: string, params: Params) {
  return queryOptions({
    queryKey: [key, 'list', params],
    queryFn: ({ signal }) => apiPage<Row>(path, { query: { ...params } as RequestOptions['query'], signal }),
    placeholderData: keepPreviousData,
  });
}
