import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { Container } from '#web/components/ui/container.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api.ts';
import { uploadImage } from '#web/lib/upload.ts';
import { sessionQueryOptions, useSessionUser } from '#web/features/auth/api/session.ts';
import { guarded } from '#web/features/auth/components/require-auth.tsx';
import { useCourse } from '#web/features/courses/api/get-course.ts';
import { newIdempotencyKey, useBookOrder } from '#web/features/orders/api/book-order.ts';
import { BookingForm, type BookingSubmission } from '#web/features/orders/components/booking-form.tsx';
import { CourseSummary } from '#web/features/orders/components/course-summary.tsx';
import { PaymentBox } from '#web/features/orders/components/payment-box.tsx';
import type { ThankYouState } from './thankyou';
import { useSchool } from '#web/features/school/api/get-school.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { localize } from '#shared/bilingual.ts';
import { COURSE_TEXT_FIELDS } from '#shared/content-fields.ts';
import { PageTitle } from '#web/components/ui/site-name.tsx';
import { couponsTexts } from '#web/features/coupons/i18n/index.ts';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { ordersTexts } from '#web/features/orders/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [couponsTexts, coursesTexts, dashboardTexts, ordersTexts];

/** /buy/{cid}: login required; the course, the payment box, the booking form. */
export const BuyPage = guarded(function Booking() {
  const { t } = useTranslation();
  const { cid = '' } = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const course = useCourse(cid);
  const school = useSchool().data;
  const language = usePageLanguage();
  const book = useBookOrder();
  const queryClient = useQueryClient();
  // Without a date of birth on the account, the certificate could not be verified: ask for it.
  // Read once, so the field does not vanish while the booking is being sent.
  const [askDob] = useState(() => !user?.dob);
  // One key per form instance: a second click or a retry returns the order already made.
  const [idempotencyKey] = useState(newIdempotencyKey);
  // The uploaded NID image is reused when the same file is sent again after a failure.
  const [uploaded, setUploaded] = useState<{ file: File; url: string } | null>(null);

  // A refusal is the form's to show (a coupon under its box, anything else as a toast).
  const onSubmit = async ({ nid, ...fields }: BookingSubmission) => {
    const file = nid[0]!;
    let image = uploaded?.file === file ? uploaded.url : null;
    if (!image) {
      image = await uploadImage(file, 'private');
      setUploaded({ file, url: image });
    }
    const order = await book.mutateAsync({ ...fields, image, course: { cid }, idempotencyKey });
    if (fields.dob) await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    toast.success(t('toast.orderCompleted'));
    await navigate(paths.thankyou, { state: { oid: order.oid } satisfies ThankYouState });
  };

  if (course.isPending) return <Spinner />;
  if (course.isError) {
    return (
      <Container className="py-16 text-center">
        <div role="alert" className="mx-auto max-w-xl">
          <h1 className="text-2xl font-bold text-slate-900">
            {course.error instanceof ApiError && course.error.status === 404
              ? t('courseDetail.notFoundTitle')
              : t('courses.loadFailed')}
          </h1>
          {course.error instanceof ApiError && course.error.status === 404 && (
            <p className="mt-2 text-slate-600">{t('courseDetail.notFound')}</p>
          )}
          <Link to={paths.courses} className={`${buttonStyles.primary} mt-6`}>
            {t('courseDetail.allCourses')}
          </Link>
        </div>
      </Container>
    );
  }

  const c = localize(course.data, COURSE_TEXT_FIELDS, language);
  return (
    <Container className="py-8 sm:py-12">
      <PageTitle title={t('orders.booking.pageTitle', { title: c.title })} />
      <meta name="description" content={t('orders.booking.metaDescription')} />
      <h1 className="sr-only">{t('orders.booking.pageTitle', { title: c.title })}</h1>
      {/* Spec order (summary, payment, form) on phones; the payment box beside both on wide screens. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-x-10">
        <div className="min-w-0 lg:col-start-1">
          <CourseSummary course={c} />
        </div>
        <aside className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <PaymentBox school={school} />
          </div>
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <BookingForm cid={cid} defaultName={user?.name} askDob={askDob} onSubmit={onSubmit} />
        </div>
      </div>
    </Container>
  );
});
