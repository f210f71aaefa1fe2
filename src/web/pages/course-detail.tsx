import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localize } from '#shared/bilingual.ts';
import { COURSE_TEXT_FIELDS } from '#shared/content-fields.ts';
import { Container } from '#web/components/ui/container.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { PageTitle } from '#web/components/ui/site-name.tsx';
import { paths } from '#web/config/paths.ts';
import { useCourse } from '#web/features/courses/api/get-course.ts';
import { CourseDetails } from '#web/features/courses/components/course-details.tsx';
import { useSchool } from '#web/features/school/api/get-school.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { ApiError } from '#web/lib/api.ts';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [coursesTexts];

export function CourseDetailPage() {
  const { t } = useTranslation();
  const { cid = '' } = useParams();
  const query = useCourse(cid);
  const language = usePageLanguage();
  const school = useSchool().data;
  const course = query.data && localize(query.data, COURSE_TEXT_FIELDS, language);

  return (
    <Container className="py-10">
      {query.isPending && <Spinner />}
      {query.isError && (
        <div role="alert" className="mx-auto max-w-xl py-10 text-center">
          <title>{t('courseDetail.notFoundTitle')}</title>
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <>
              <h1 className="text-2xl font-bold text-slate-900">{t('courseDetail.notFoundTitle')}</h1>
              <p className="mt-2 text-slate-600">{t('courseDetail.notFound')}</p>
            </>
          ) : (
            <h1 className="text-2xl font-bold text-slate-900">{t('courses.loadFailed')}</h1>
          )}
          <Link to={paths.courses} className={`${buttonStyles.primary} mt-6`}>
            {t('courseDetail.allCourses')}
          </Link>
        </div>
      )}
      {query.isSuccess && course && (
        <>
          <PageTitle title={course.title} />
          <meta name="description" content={course.details.slice(0, 155)} />
          <CourseDetails course={query.data} callPhone={school?.phones[0]} />
        </>
      )}
    </Container>
  );
}
