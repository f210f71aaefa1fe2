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
import { EditOrderForm } from '#web/features/orders/components/edit-order-form.tsx';
import { formatDay } from '#web/lib/format.ts';
import type { EditOrderFormValues } from '#web/features/orders/schemas.ts';
import { OrderPayments } from '#web/features/payments/components/order-payments.tsx';
import { OrderLessons } from '#web/features/batches/components/order-lessons.tsx';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { batchesTexts } from '#web/features/batches/i18n/index.ts';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { ordersTexts } from '#web/features/orders/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [batchesTexts, coursesTexts, dashboardTexts, ordersTexts, paymentsTexts];

/**
 * /dashboard/manage-order/edit-order/{oid}: admins change an order's details and status, and see
 * its money: the ledger, its payments, and the form to record one (cash taken at the office is
 * confirmed at once, with its receipt), and its teaching: attendance, BRTA tests and the certificate.
 */
export const EditOrderPage = guarded(function EditOrder() {
  const { t } = useTranslation();
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
            <CourseSummary course={o.course} />
            <EditOrderForm key={o.oid} order={o} onSubmit={onSubmit} />
            <OrderPayments oid={o.oid} title={t('payments.staff.heading')} staff />
            <OrderLessons oid={o.oid} isOwner={user?.isOwner ?? false} />
          </>
        )}
      </QueryView>
    </DashboardSection>
  );
}, hasRole('admin'));
