import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { ManageCourses } from '#web/features/courses/components/manage-courses.tsx';

/** /dashboard/manage-course: the owner finds, edits and deletes courses. */
export const ManageCoursePage = guardedSection(
  { title: 'courseAdmin.manageTitle', intro: 'courseAdmin.manageIntro' },
  ManageCourses,
  isOwner,
);
