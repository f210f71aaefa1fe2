import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { CourseGrid } from '../features/courses/components/course-grid';

export function CoursesPage() {
  const { t } = useTranslation();
  return (
    <Container className="py-10">
      <PageMeta title={t('courses.pageTitle')} description={t('courses.pageIntro')} />
      <h1 className="text-3xl font-bold text-slate-900">{t('courses.pageTitle')}</h1>
      <p className="mb-8 mt-2 text-slate-600">{t('courses.pageIntro')}</p>
      <CourseGrid />
    </Container>
  );
}
