import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/schemas/course.ts';
import { api } from '#web/lib/api.ts';

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses'],
    queryFn: ({ signal }) => api<Course[]>('/allcourse', { signal }),
  });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
