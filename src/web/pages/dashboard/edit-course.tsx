import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../../config/paths';
import { Spinner } from '../../components/ui/spinner';
import { buttonStyles } from '../../components/ui/button-styles';
import { ApiError } from '../../lib/api';
import { RequireAuth, isOwner } from '../../features/auth/components/require-auth';
import { courseQueryOptions } from '../../features/courses/api/get-course';
import { CourseForm } from '../../features/courses/components/course-form';

function EditCourse({ cid }: { cid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The form starts from the server's current copy, never from a cached one.
  const query = useQuery({ ...courseQueryOptions(cid), refetchOnMount: 'always' });
  if (query.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
        <p>
          {query.error instanceof ApiError && query.error.status === 404
            ? t('courseDetail.notFound')
            : t('courseAdmin.loadFailed')}
        </p>
        <Link to={paths.manageCourse} className={`${buttonStyles.secondary} mt-3`}>
          {t('courseAdmin.manageTitle')}
        </Link>
      </div>
    );
  if (!query.isFetchedAfterMount || !query.data) return <Spinner />;
  return (
    <CourseForm
      course={query.data}
      onSaved={() => {
        toast.success(t('toast.courseUpdated'));
        void navigate(paths.manageCourse);
      }}
    />
  );
}

/** /dashboard/manage-course/edit-course/{cid}: prefilled, cid locked, back to the list after saving. */
export function EditCoursePage() {
  const { t } = useTranslation();
  const { cid = '' } = useParams();
  return (
    <RequireAuth allow={isOwner}>
      <section className="mx-auto flex max-w-4xl flex-col gap-5">
        <header>
          <h2 className="text-2xl font-bold text-slate-900">{t('courseAdmin.editTitle')}</h2>
          <p className="mt-1 text-slate-600">{t('courseAdmin.editIntro')}</p>
        </header>
        <EditCourse cid={cid} />
      </section>
    </RequireAuth>
  );
}
