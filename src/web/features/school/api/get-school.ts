import { queryOptions, useQuery } from '@tanstack/react-query';
import type { School } from '#shared/schemas/school.ts';
import { api } from '#web/lib/api.ts';

/**
 * GET /api/school: the school's facts (name, address, phones, payment numbers, map, registration
 * numbers, hours, social pages, home-page figures), read by the header, the footer and the pages
 * that show them. The key is ['school'] everywhere, so the facts can be fetched before a page
 * renders (and on the server) and a save can replace them at once.
 */
export const schoolQueryOptions = () =>
  queryOptions({
    queryKey: ['school'],
    queryFn: ({ signal }) => api<School>('/school', { signal }),
    // They change a few times a year, and a save here replaces them in the cache straight away.
    staleTime: 5 * 60_000,
  });

export function useSchool() {
  return useQuery(schoolQueryOptions());
}
