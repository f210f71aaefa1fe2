import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../../config/paths';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { QueryView } from '../../components/ui/query-view';
import { isNotFound } from '../../lib/api';
import { guarded, isOwner } from '../../features/auth/components/require-auth';
import { courseQueryOptions } from '../../features/courses/api/get-course';
import { CourseForm } from '../../features/courses/components/course-form';

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
