import { Fragment } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '#shared/constants.ts';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { CalendarLink } from '#web/features/calendar/components/calendar-link.tsx';
import { CourseProgress } from '#web/features/attendance/components/course-progress.tsx';
import { ChooseBatch } from '#web/features/batches/components/choose-batch.tsx';
import { MyCertificate } from '#web/features/certificates/components/certificates.tsx';
import { MyTests } from '#web/features/road-tests/components/road-tests.tsx';
import { useOrders } from '#web/features/orders/api/get-orders.ts';
import { MyOrders } from '#web/features/orders/components/my-orders.tsx';
import { orderCourseIn } from '#web/features/orders/order-course.ts';
import { OrderPayments } from '#web/features/payments/components/order-payments.tsx';
import { OrderRefunds } from '#web/features/refunds/components/order-refunds.tsx';
import { useSchool } from '#web/features/school/api/get-school.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { attendanceTexts } from '#web/features/attendance/i18n/index.ts';
import { batchesTexts } from '#web/features/batches/i18n/index.ts';
import { calendarTexts } from '#web/features/calendar/i18n/index.ts';
import { certificatesTexts } from '#web/features/certificates/i18n/index.ts';
import { ordersTexts } from '#web/features/orders/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';
import { refundsTexts } from '#web/features/refunds/i18n/index.ts';
import { roadTestsTexts } from '#web/features/road-tests/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [
  attendanceTexts,
  batchesTexts,
  calendarTexts,
  certificatesTexts,
  ordersTexts,
  paymentsTexts,
  refundsTexts,
  roadTestsTexts,
];

/**
 * /dashboard/my-course: the signed-in user's own orders, then each order's lessons (a seat to take
 * in a batch, or the next session and the progress towards the test), then each order's money:
 * what is paid and due, the payments and their state, and the form to send a payment's details.
 */
export function MyCoursePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <DashboardSection title={t('orders.myCourse.heading')} intro={t('orders.myCourse.intro')}>
      <BkashOutcome />
      <MyOrders email={user.email} />
      <MyLessons email={user.email} />
      <MyPayments email={user.email} />
    </DashboardSection>
  );
}

const OUTCOMES = ['paid', 'failed', 'cancelled', 'review'] as const;

/**
 * Back from bKash's page (`?bkash=paid|failed|cancelled|review`): what happened, in words, until the
 * student closes it. The ledger below already shows a paid payment with its receipt.
 */
function BkashOutcome() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const outcome = OUTCOMES.find((o) => o === params.get('bkash'));
  if (!outcome) return null;
  const close = () =>
    setParams(
      (p) => {
        p.delete('bkash');
        return p;
      },
      { replace: true },
    );
  return (
    <div
      role="status"
      data-testid="bkash-outcome"
      className={`flex flex-wrap items-center justify-between gap-3 rounded-xl border p-3 font-semibold ${
        outcome === 'paid'
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : 'border-amber-300 bg-amber-50 text-amber-950'
      }`}
    >
      <span>{t(`payments.bkash.outcome.${outcome}`)}</span>
      <button type="button" onClick={close} className="min-h-11 rounded-lg px-3 text-sm underline">
        {t('payments.bkash.close')}
      </button>
    </div>
  );
}

/**
 * The lessons card of each of the user's orders (the same first page My Orders shows, from the
 * same cache), titled with the course's name in the page's language.
 */
function MyLessons({ email }: { email: string }) {
  const language = usePageLanguage();
  const orders = useOrders({ email, page: 1, limit: PAGE_SIZES[0] });
  const items = orders.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {items.map((o) => (
        <LessonsCard key={o.oid} oid={o.oid} cid={o.course.cid} title={orderCourseIn(o, language).title} />
      ))}
      <CalendarLink />
    </div>
  );
}

/**
 * The payment card of each of the user's orders (the same first page My Orders shows, from the same
 * cache), each followed by its refunds: what it holds and "Ask for a refund".
 */
function MyPayments({ email }: { email: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const orders = useOrders({ email, page: 1, limit: PAGE_SIZES[0] });
  const school = useSchool().data;
  const items = orders.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {items.map((o) => (
        <Fragment key={o.oid}>
          <OrderPayments
            oid={o.oid}
            title={t('payments.ledger.heading', { course: orderCourseIn(o, language).title })}
            school={school}
          />
          <OrderRefunds oid={o.oid} />
        </Fragment>
      ))}
    </div>
  );
}

/**
 * A student's lessons on one order: a batch to choose until they have a seat, then their
 * progress; their BRTA tests and their certificate either way.
 */
export function LessonsCard({ oid, cid, title }: { oid: string; cid: string; title: string }) {
  return (
    <CourseProgress
      oid={oid}
      title={title}
      chooseBatch={<ChooseBatch oid={oid} cid={cid} />}
      after={(progress) => (
        <>
          <MyTests tests={progress.tests} />
          <MyCertificate oid={oid} />
        </>
      )}
    />
  );
}
