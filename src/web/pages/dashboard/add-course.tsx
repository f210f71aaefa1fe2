import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { guarded, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { CourseForm } from '#web/features/courses/components/course-form.tsx';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { skillsTexts } from '#web/features/skills/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [coursesTexts, dashboardTexts, skillsTexts];

/** /dashboard/add-course: the owner adds a course and stays on the form for the next one. */
export const AddCoursePage = guarded(function AddCourse() {
  const { t } = useTranslation();
  return (
    <DashboardSection title={t('courseAdmin.addTitle')} intro={t('courseAdmin.addIntro')} narrow>
      <CourseForm onSaved={() => toast.success(t('toast.courseAdded'))} />
    </DashboardSection>
  );
}, isOwner);
