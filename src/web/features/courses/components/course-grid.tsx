import { useTranslation } from 'react-i18next';
import type { Course } from '#shared/schemas/course.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { useCourses } from '#web/features/courses/api/get-courses.ts';
import { CourseCard } from './course-card';

/**
 * The catalogue grid: a spinner while loading, 4 columns on large screens.
 * `limit` shows only the first N courses (the home page's "at most 4"); `priority` marks the first
 * picture as the page's main one (the catalogue page, where it is at the top).
 */
export function CourseGrid({
  limit,
  priority = false,
  heading,
}: {
  limit?: number;
  priority?: boolean;
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const query = useCourses();
  if (query.isPending) return <Spinner />;
  if (query.isError) return <ListLoadError message={t('courses.loadFailed')} onRetry={() => void query.refetch()} />;
  const list: Course[] = limit === undefined ? query.data : query.data.slice(0, limit);
  if (list.length === 0) return <p className="py-10 text-center text-slate-600">{t('courses.empty')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="course-grid">
      {list.map((course, i) => (
        <li key={course.cid}>
          <CourseCard course={course} priority={priority && i === 0} heading={heading} />
        </li>
      ))}
    </ul>
  );
}
