import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ui/content-page';
import { CourseGrid } from '../features/courses/components/course-grid';

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
