import { useCallback, useRef, useState } from 'react';
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
import { useOrders } from '#web/features/orders/api/get-orders.ts';
import { clearDraft, readDraft, saveDraft } from '#web/features/orders/booking-draft.ts';
import { useProfileByEmail } from '#web/features/profiles/api/get-profile.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { formatTaka } from '#web/lib/format.ts';
import { scheduleFromPlan } from '#shared/instalment-schedule.ts';
import { todayInDhaka } from '#shared/dates.ts';
import type { Course } from '#shared/schemas/course.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import { phoneForReading } from '#shared/phone.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [couponsTexts, coursesTexts, dashboardTexts, ordersTexts];

/** The booking form's fields the student's profile already holds (empty ones left out). */
function fromProfile(profile: Profile | null | undefined, name: string | undefined) {
  const facts = {
    name: profile?.name || name || '',
    phone1: profile?.phone ? phoneForReading(profile.phone) : '',
    emergency: profile?.emergency ? phoneForReading(profile.emergency) : '',
    address: profile?.preaddress ?? '',
    fname: profile?.fname ?? '',
    mname: profile?.mname ?? '',
  };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== ''));
}

/**
 * What a booking asks to be paid at once: the parts of the course's instalment plan due on the
 * booking day, or (without a plan) nothing until the start date.
 */
function DueAtBooking({ course }: { course: Pick<Course, 'price' | 'instalmentPlan'> }) {
  const { t } = useTranslation();
  const plan = course.instalmentPlan;
  const today = todayInDhaka();
  const now = plan ? scheduleFromPlan(plan, course.price, today).filter((p) => p.dueDate <= today) : [];
  const amount = now.reduce((sum, p) => sum + p.amount, 0);
  const fee = formatTaka(course.price);
  return (
    <p className="rounded-xl bg-amber-50 p-3 text-slate-900" data-testid="due-at-booking">
      <span className="font-semibold">
        {!plan || amount === 0
          ? t('orders.booking.dueLater', { fee })
          : amount === course.price
            ? t('orders.booking.dueNow', { amount: formatTaka(amount) })
            : t('orders.booking.dueNowOfFee', { amount: formatTaka(amount), fee })}
      </span>{' '}
      <span className="text-sm text-slate-600">{t('orders.booking.dueCoupon')}</span>
    </p>
  );
}

/**
 * /buy/{cid}: login required; the course, the payment box, the booking form. The form starts with
 * what the student's profile holds and keeps what is typed across a reload (this tab only); a
 * course the student has booked already is said above the form and asked about before a second
 * booking is sent. After the booking the thank-you page replaces this one in the history, so Back
 * does not come back to a filled form to send again.
 */
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
  // What this tab kept of the form, and its key: one key per booking, kept across a reload, so a
  // second click, a retry or a reload that sends again returns the order already made.
  const [draft] = useState(() => readDraft(cid));
  const [idempotencyKey] = useState(() => draft.idempotencyKey ?? newIdempotencyKey());
  const keep = useCallback(
    (values: Parameters<typeof saveDraft>[1]['values']) => saveDraft(cid, { values, idempotencyKey }),
    [cid, idempotencyKey],
  );
  const profile = useProfileByEmail(user?.email ?? '');
  // The student's live orders of this course: booking it again is asked about first. An order that
  // ended (cancelled by a refund, moved to another course) is no reason to ask.
  const earlier = useOrders({ email: user?.email, course: cid, live: 'true', page: 1, limit: 20 });
  const earlierOids = (earlier.data?.items ?? []).filter((o) => o.course.cid === cid).map((o) => o.oid);
  const [asking, setAsking] = useState(false);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const askAgain = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(true);
    });
  const reply = (yes: boolean) => {
    setAsking(false);
    answer.current?.(yes);
    answer.current = null;
  };
  // The uploaded NID image is reused when the same file is sent again after a failure.
  const [uploaded, setUploaded] = useState<{ file: File; url: string } | null>(null);

  // A refusal is the form's to show (a coupon under its box, anything else as a toast).
  const onSubmit = async ({ nid, ...fields }: BookingSubmission) => {
    if (earlierOids.length > 0 && !(await askAgain())) return;
    const file = nid[0]!;
    let image = uploaded?.file === file ? uploaded.url : null;
    if (!image) {
      image = await uploadImage(file, 'private');
      setUploaded({ file, url: image });
    }
    const order = await book.mutateAsync({ ...fields, image, course: { cid }, idempotencyKey });
    if (fields.dob) await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    clearDraft(cid);
    toast.success(t('toast.orderCompleted'));
    await navigate(paths.thankyou, { replace: true, state: { oid: order.oid } satisfies ThankYouState });
  };

  if (course.isPending || (user && profile.isPending)) return <Spinner />;
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
          {earlierOids.length > 0 && (
            <p role="note" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-900">
              {t('orders.booking.duplicate', { oids: earlierOids.join(', ') })}
            </p>
          )}
          <BookingForm
            cid={cid}
            defaults={{ ...fromProfile(profile.data, user?.name), ...draft.values }}
            askDob={askDob}
            onChange={keep}
            onSubmit={onSubmit}
          >
            <DueAtBooking course={course.data} />
          </BookingForm>
          <ConfirmDialog
            open={asking}
            tone="primary"
            message={t('orders.booking.duplicateConfirm', { oids: earlierOids.join(', ') })}
            confirmLabel={t('orders.booking.duplicateYes')}
            onConfirm={() => reply(true)}
            onCancel={() => reply(false)}
          />
        </div>
      </div>
    </Container>
  );
});
