import { useTranslation } from 'react-i18next';
import { RequireAuth, isOwner } from '../../features/auth/components/require-auth';
import { ManageCourses } from '../../features/courses/components/manage-courses';

/** /dashboard/manage-course: find, edit and delete courses. */
export function ManageCoursePage() {
  const { t } = useTranslation();
  return (
    <RequireAuth allow={isOwner}>
      <section className="flex flex-col gap-5">
        <header>
          <h2 className="text-2xl font-bold text-slate-900">{t('courseAdmin.manageTitle')}</h2>
          <p className="mt-1 text-slate-600">{t('courseAdmin.manageIntro')}</p>
        </header>
        <ManageCourses />
      </section>
    </RequireAuth>
  );
}
