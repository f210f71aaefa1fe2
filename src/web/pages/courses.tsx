import { useTranslation } from 'react-i18next';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import { CourseGrid } from '#web/features/courses/components/course-grid.tsx';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [coursesTexts];

/** /courses: the whole catalogue. */
export function CoursesPage() {
  const { t } = useTranslation();
  const intro = t('courses.pageIntro');
  return (
    <ContentPage title={t('courses.pageTitle')} description={intro} intro={intro}>
      <CourseGrid priority heading="h2" />
    </ContentPage>
  );
}
