import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { RequireAuth, isOwner } from '../../features/auth/components/require-auth';
import { CourseForm } from '../../features/courses/components/course-form';

/** /dashboard/add-course: the owner adds a course. */
export function AddCoursePage() {
  const { t } = useTranslation();
  return (
    <RequireAuth allow={isOwner}>
      <section className="mx-auto flex max-w-4xl flex-col gap-5">
        <header>
          <h2 className="text-2xl font-bold text-slate-900">{t('courseAdmin.addTitle')}</h2>
          <p className="mt-1 text-slate-600">{t('courseAdmin.addIntro')}</p>
        </header>
        <CourseForm onSaved={() => toast.success(t('toast.courseAdded'))} />
      </section>
    </RequireAuth>
  );
}
