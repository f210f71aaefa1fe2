import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { QueryView } from '#web/components/ui/query-view.tsx';
import { isNotFound } from '#web/lib/api.ts';
import { guarded, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { courseQueryOptions } from '#web/features/courses/api/get-course.ts';
import { CourseForm } from '#web/features/courses/components/course-form.tsx';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { skillsTexts } from '#web/features/skills/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [coursesTexts, dashboardTexts, skillsTexts];

/** /dashboard/manage-course/edit-course/{cid}: prefilled, cid locked, back to the list after saving. */
export const EditCoursePage = guarded(function EditCourse() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cid = '' } = useParams();
  const query = useQuery({ ...courseQueryOptions(cid), refetchOnMount: 'always' });
  return (
    <DashboardSection title={t('courseAdmin.editTitle')} intro={t('courseAdmin.editIntro')} narrow>
      <QueryView
        query={query}
        fresh
        errorText={(err) => (isNotFound(err) ? t('courseDetail.notFound') : t('courseAdmin.loadFailed'))}
        back={{ to: paths.manageCourse, label: t('courseAdmin.manageTitle') }}
      >
        {(course) => (
          <CourseForm
            course={course}
            onSaved={() => {
              toast.success(t('toast.courseUpdated'));
              void navigate(paths.manageCourse);
            }}
          />
        )}
      </QueryView>
    </DashboardSection>
  );
}, isOwner);
