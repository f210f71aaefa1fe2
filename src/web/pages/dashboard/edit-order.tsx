import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
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
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { EditOrderForm } from '#web/features/orders/components/edit-order-form.tsx';
import { formatDay } from '#web/lib/format.ts';
import type { EditOrderFormValues } from '#web/features/orders/schemas.ts';
import { OrderPayments } from '#web/features/payments/components/order-payments.tsx';
import { OrderLessons } from '#web/features/attendance/components/order-lessons.tsx';
import { OrderCertificates } from '#web/features/certificates/components/certificates.tsx';
import { OrderTests } from '#web/features/road-tests/components/road-tests.tsx';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { attendanceTexts } from '#web/features/attendance/i18n/index.ts';
import { certificatesTexts } from '#web/features/certificates/i18n/index.ts';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { ordersTexts } from '#web/features/orders/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';
import { roadTestsTexts } from '#web/features/road-tests/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [
  attendanceTexts,
  certificatesTexts,
  coursesTexts,
  dashboardTexts,
  ordersTexts,
  paymentsTexts,
  roadTestsTexts,
];

/**
 * /dashboard/manage-order/edit-order/{oid}: admins change an order's details and status, and see
 * its money: the ledger, its payments, and the form to record one (cash taken at the office is
 * confirmed at once, with its receipt), and its teaching: attendance, BRTA tests and the certificate.
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
