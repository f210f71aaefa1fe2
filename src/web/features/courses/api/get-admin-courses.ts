import { useQuery } from '@tanstack/react-query';
import type { Course } from '#shared/schemas/course.ts';
import { pagedListQuery } from '#web/lib/paged-query.ts';

export interface CoursePageParams {
  page: number;
  limit: number;
  /** The search box's text: courses whose id or title contains it; undefined lists all. */
  q?: string;
  sort?: string;
}

/** GET /api/allcourse?page&limit&q&sort: the manage list, one page at a time (under ['courses'], so every save refreshes it). */
export const adminCoursesQueryOptions = (params: CoursePageParams) =>
  pagedListQuery<Course, typeof params>('courses', '/allcourse', params);

export function useAdminCourses(params: CoursePageParams) {
  return useQuery(adminCoursesQueryOptions(params));
}
