import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { buttonStyles } from '../components/ui/button-styles';
import { paths } from '../config/paths';
import { HomeCourses } from '../features/courses/components/home-courses';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('school.name')}</title>
      <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <Container className="grid items-center gap-8 py-12 md:grid-cols-2 md:py-20">
          <div>
            <h1 className="text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">{t('school.name')}</h1>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to={paths.courses} className={buttonStyles.accent}>
                {t('courses.heading')}
              </Link>
            </div>
          </div>
          <img src="/images/hero.svg" alt="" width={1600} height={900} className="w-full rounded-2xl" />
        </Container>
      </section>
      <Container>
        <HomeCourses />
      </Container>
    </>
  );
}
