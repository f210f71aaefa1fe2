import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { Spinner } from '../components/ui/spinner';
import { buttonStyles } from '../components/ui/button-styles';
import { paths } from '../config/paths';
import { useCourse } from '../features/courses/api/get-course';
import { CourseDetails } from '../features/courses/components/course-details';
import { ApiError } from '../lib/api';

export function CourseDetailPage() {
  const { t } = useTranslation();
  const { cid = '' } = useParams();
  const query = useCourse(cid);

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
      {query.isSuccess && (
        <>
          <title>{`${query.data.title} | ${t('school.shortName')}`}</title>
          <meta name="description" content={query.data.details.slice(0, 155)} />
          <CourseDetails course={query.data} />
        </>
      )}
    </Container>
  );
}
