import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../../config/paths';
import { Spinner } from '../../components/ui/spinner';
import { buttonStyles } from '../../components/ui/button-styles';
import { ApiError } from '../../lib/api';
import { toastError } from '../../lib/toast-error';
import { RequireAuth, hasRole } from '../../features/auth/components/require-auth';
import { useOrder } from '../../features/orders/api/get-order';
import { useUpdateOrder } from '../../features/orders/api/update-order';
import { CourseSummary } from '../../features/orders/components/course-summary';
import { EditOrderForm } from '../../features/orders/components/edit-order-form';
import { formatDay } from '../../features/orders/components/format-day';
import type { EditOrderFormValues } from '../../features/orders/schemas';

/** /dashboard/manage-order/edit-order/{oid}: admins only. */
export function EditOrderPage() {
  return (
    <RequireAuth allow={hasRole('admin')}>
      <EditOrder />
    </RequireAuth>
  );
}

function EditOrder() {
  const { t } = useTranslation();
  const { oid = '' } = useParams();
  const navigate = useNavigate();
  const order = useOrder(oid);
  const update = useUpdateOrder();

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
    <section className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-bold text-slate-900">{t('orders.edit.heading', { oid })}</h2>
        <Link to={paths.manageOrder} className={buttonStyles.secondary}>
          {t('orders.edit.back')}
        </Link>
      </header>
      {order.isPending && <Spinner />}
      {order.isError && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
          {order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400)
            ? t('orders.card.notFound')
            : t('orders.manage.loadFailed')}
        </p>
      )}
      {order.isSuccess && (
        <>
          <p className="text-sm text-slate-600">
            {t('orders.edit.booked', {
              email: order.data.email,
              date: formatDay(order.data.createdAt.slice(0, 10)) ?? '',
            })}
          </p>
          <CourseSummary course={order.data.course} />
          <EditOrderForm key={order.data.oid} order={order.data} onSubmit={onSubmit} />
        </>
      )}
    </section>
  );
}
