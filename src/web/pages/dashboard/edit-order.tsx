import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../../config/paths';
import { buttonStyles } from '../../components/ui/button-styles';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { QueryView } from '../../components/ui/query-view';
import { isNotFound } from '../../lib/api';
import { toastError } from '../../lib/toast-error';
import { guarded, hasRole } from '../../features/auth/components/require-auth';
import { useOrder } from '../../features/orders/api/get-order';
import { useUpdateOrder } from '../../features/orders/api/update-order';
import { CourseSummary } from '../../features/orders/components/course-summary';
import { EditOrderForm } from '../../features/orders/components/edit-order-form';
import { formatDay } from '../../lib/format';
import type { EditOrderFormValues } from '../../features/orders/schemas';
import { OrderPayments } from '../../features/payments/components/order-payments';
import { OrderLessons } from '../../features/batches/components/order-lessons';
import { useSessionUser } from '../../features/auth/api/session';

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
