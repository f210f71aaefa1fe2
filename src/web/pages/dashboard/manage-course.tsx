import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { ManageCourses } from '#web/features/courses/components/manage-courses.tsx';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [coursesTexts, dashboardTexts];

/** /dashboard/manage-course: the owner finds, edits and deletes courses. */
export const ManageCoursePage = guardedSection(
  { title: 'courseAdmin.manageTitle', intro: 'courseAdmin.manageIntro' },
  ManageCourses,
  isOwner,
);
