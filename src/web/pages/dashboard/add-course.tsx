import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { guarded, isOwner } from '../../features/auth/components/require-auth';
import { CourseForm } from '../../features/courses/components/course-form';

/** /dashboard/add-course: the owner adds a course and stays on the form for the next one. */
export const AddCoursePage = guarded(function AddCourse() {
  const { t } = useTranslation();
  return (
    <DashboardSection title={t('courseAdmin.addTitle')} intro={t('courseAdmin.addIntro')} narrow>
      <CourseForm onSaved={() => toast.success(t('toast.courseAdded'))} />
    </DashboardSection>
  );
}, isOwner);
