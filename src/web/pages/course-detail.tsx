import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localize } from '../../shared/bilingual';
import { COURSE_TEXT_FIELDS } from '../../shared/content-fields';
import { Container } from '../components/ui/container';
import { Spinner } from '../components/ui/spinner';
import { buttonStyles } from '../components/ui/button-styles';
import { PageTitle } from '../components/ui/site-name';
import { paths } from '../config/paths';
import { useCourse } from '../features/courses/api/get-course';
import { CourseDetails } from '../features/courses/components/course-details';
import { useSchool } from '../features/school/api/get-school';
import { usePageLanguage } from '../hooks/use-page-language';
import { ApiError } from '../lib/api';

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
