import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/schemas/course.ts';
import { api } from '#web/lib/api.ts';

export const courseQueryOptions = (cid: string) =>
  queryOptions({
    queryKey: ['courses', cid],
    queryFn: ({ signal }) => api<Course>(`/oneCourse/${encodeURIComponent(cid)}`, { signal }),
  });

export function useCourse(cid: string) {
  return useQuery(courseQueryOptions(cid));
}
