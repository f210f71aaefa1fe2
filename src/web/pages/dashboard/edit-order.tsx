import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { Panel } from '#web/components/ui/panel.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { QueryView } from '#web/components/ui/query-view.tsx';
import { isNotFound } from '#web/lib/api.ts';
import { toastError } from '#web/lib/toast-error.ts';
import { guarded, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { useOrder } from '#web/features/orders/api/get-order.ts';
import { useUpdateOrder } from '#web/features/orders/api/update-order.ts';
import { CourseSummary } from '#web/features/orders/components/course-summary.tsx';
import { orderCourseIn } from '#web/features/orders/order-course.ts';
import { EditOrderForm } from '#web/features/orders/components/edit-order-form.tsx';
import { formatDay } from '#web/lib/format.ts';
import type { EditOrderFormValues } from '#web/features/orders/schemas.ts';
import { OrderPayments } from '#web/features/payments/components/order-payments.tsx';
import { OrderLessons } from '#web/features/attendance/components/order-lessons.tsx';
import { OrderCertificates } from '#web/features/certificates/components/certificates.tsx';
import { OrderTests } from '#web/features/road-tests/components/road-tests.tsx';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { OrderRefunds } from '#web/features/refunds/components/order-refunds.tsx';
import { TransferForm } from '#web/features/refunds/components/transfer-form.tsx';
import { useCourses } from '#web/features/courses/api/get-courses.ts';
import { useBatches } from '#web/features/batches/api/get-batches.ts';
import { dayText, scheduleText } from '#web/lib/schedule.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { formatCount } from '#web/lib/format.ts';
import type { Order } from '#shared/schemas/order.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { attendanceTexts } from '#web/features/attendance/i18n/index.ts';
import { certificatesTexts } from '#web/features/certificates/i18n/index.ts';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { ordersTexts } from '#web/features/orders/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';
import { refundsTexts } from '#web/features/refunds/i18n/index.ts';
import { roadTestsTexts } from '#web/features/road-tests/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [
  attendanceTexts,
  certificatesTexts,
  coursesTexts,
  dashboardTexts,
  ordersTexts,
  paymentsTexts,
  refundsTexts,
  roadTestsTexts,
];

/**
 * /dashboard/manage-order/edit-order/{oid}: admins change an order's details and status, and see
 * its money: the ledger, its payments, and the form to record one (cash taken at the office is
 * confirmed at once, with its receipt), its refunds (asked for the student here, decided by the
 * owner), moving it to another course, and its teaching: attendance, BRTA tests and the certificate.
 */
export const EditOrderPage = guarded(function EditOrder() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { oid = '' } = useParams();
  const navigate = useNavigate();
  const order = useOrder(oid);
  const update = useUpdateOrder();
  const user = useSessionUser();

  const onSubmit = async (values: EditOrderFormValues) => {
    try {
      await update.mutateAsync({ oid, body: values });
      toast.success(t('toast.orderUpdated'));
      await navigate(paths.manageOrder);
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <DashboardSection
      title={t('orders.edit.heading', { oid })}
      action={
        <Link to={paths.manageOrder} className={buttonStyles.secondary}>
          {t('orders.edit.back')}
        </Link>
      }
    >
      <QueryView
        query={order}
        errorText={(err) => (isNotFound(err) ? t('orders.card.notFound') : t('orders.manage.loadFailed'))}
      >
        {(o) => (
          <>
            <p className="text-sm text-slate-600">
              {t('orders.edit.booked', { email: o.email, date: formatDay(o.createdAt.slice(0, 10)) ?? '' })}
            </p>
            <CourseSummary course={orderCourseIn(o, language)} />
            <EditOrderForm key={o.oid} order={o} onSubmit={onSubmit} />
            <OrderPayments oid={o.oid} title={t('payments.staff.heading')} staff />
            <OrderRefunds oid={o.oid} staff isOwner={user?.isOwner ?? false} />
            <OrderTransfer order={o} />
            <OrderLessons oid={o.oid}>
              {(p) => (
                <>
                  <OrderTests oid={o.oid} tests={p.tests} />
                  <OrderCertificates
                    oid={o.oid}
                    ready={p.ready}
                    attended={p.attended}
                    required={p.required}
                    isOwner={user?.isOwner ?? false}
                  />
                </>
              )}
            </OrderLessons>
          </>
        )}
      </QueryView>
    </DashboardSection>
  );
}, hasRole('admin'));

/**
 * "Move to another course": the catalogue's courses in the page's language, and the batches of each
 * with a free seat that have not ended, in words, for the transfer form.
 */
function OrderTransfer({ order }: { order: Order }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const courses = useCourses().data ?? [];
  const batches = useBatches().data ?? [];
  const today = todayInDhaka();
  // A batch with a free seat whose last session is not behind it.
  const open = batches.filter((b) => b.seatsTaken < b.capacity && (b.sessionDates.at(-1) ?? today) >= today);
  return (
    <Panel title={t('transfers.heading')} headingId="transfer-heading" testId="order-transfer">
      <TransferForm
        oid={order.oid}
        cid={order.course.cid}
        sdate={order.sdate}
        courses={courses.map((c) => ({
          cid: c.cid,
          title: language === 'bn' && c.titleBn ? c.titleBn : c.title,
          price: c.price,
        }))}
        batches={open.map((b) => ({
          id: b.id,
          cid: b.cid,
          label: t('transfers.batchOption', {
            days: scheduleText(b),
            date: dayText(b.startDate),
            free: formatCount(b.capacity - b.seatsTaken),
          }),
        }))}
      />
    </Panel>
  );
}
