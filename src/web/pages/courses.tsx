import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { CourseGrid } from '../features/courses/components/course-grid';

export function CoursesPage() {
  const { t } = useTranslation();
  return (
    <Container className="py-10">
      <title>{`${t('courses.pageTitle')} | ${t('school.shortName')}`}</title>
      <h1 className="text-3xl font-bold text-slate-900">{t('courses.pageTitle')}</h1>
      <p className="mb-8 mt-2 text-slate-600">{t('courses.pageIntro')}</p>
      <CourseGrid />
    </Container>
  );
}
