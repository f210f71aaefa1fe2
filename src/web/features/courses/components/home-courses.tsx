import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_COURSE_LIMIT } from '#shared/constants.ts';
import { paths } from '#web/config/paths.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { CourseGrid } from './course-grid';

/** Home page "Our Courses": at most the first 4, and "See more" to the full grid. */
export function HomeCourses() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-courses-heading" className="py-14">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <h2 id="home-courses-heading" className="text-3xl font-bold text-slate-900">
          {t('courses.heading')}
        </h2>
        <Link to={paths.courses} className={buttonStyles.secondary}>
          {t('courses.seeMore')}
          {/* "See more" alone does not say what of: screen readers and search engines hear "See more courses". */}
          <span className="sr-only"> {t('home.seeMoreContext')}</span>
        </Link>
      </div>
      <CourseGrid limit={HOME_COURSE_LIMIT} />
    </section>
  );
}
