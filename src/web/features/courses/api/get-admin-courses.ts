import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Course } from '../../../../shared/schemas/course';
import { apiPage } from '../../../lib/api';

export interface CoursePageParams {
  page: number;
  limit: number;
  /** An exact course id from the search box; undefined lists all. */
  cid?: string;
}

/** GET /api/allcourse?page&limit&cid: the manage list, one page at a time (under ['courses'], so every save refreshes it). */
export const adminCoursesQueryOptions = (params: CoursePageParams) =>
  queryOptions({
    queryKey: ['courses', 'list', params],
    queryFn: ({ signal }) => apiPage<Course>('/allcourse', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAdminCourses(params: CoursePageParams) {
  return useQuery(adminCoursesQueryOptions(params));
}
