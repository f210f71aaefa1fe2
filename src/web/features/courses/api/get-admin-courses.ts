import { useQuery } from '@tanstack/react-query';
import type { Course } from '../../../../shared/schemas/course';
import { pagedListQuery } from '../../../lib/paged-query';

export interface CoursePageParams {
  page: number;
  limit: number;
  /** An exact course id from the search box; undefined lists all. */
  cid?: string;
}

/** GET /api/allcourse?page&limit&cid: the manage list, one page at a time (under ['courses'], so every save refreshes it). */
export const adminCoursesQueryOptions = (params: CoursePageParams) =>
  pagedListQuery<Course, typeof params>('courses', '/allcourse', params);

export function useAdminCourses(params: CoursePageParams) {
  return useQuery(adminCoursesQueryOptions(params));
}
