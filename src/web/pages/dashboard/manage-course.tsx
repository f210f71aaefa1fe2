import { guardedSection, isOwner } from '../../features/auth/components/require-auth';
import { ManageCourses } from '../../features/courses/components/manage-courses';

/** /dashboard/manage-course: the owner finds, edits and deletes courses. */
export const ManageCoursePage = guardedSection(
  { title: 'courseAdmin.manageTitle', intro: 'courseAdmin.manageIntro' },
  ManageCourses,
  isOwner,
);
