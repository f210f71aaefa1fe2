import { useTranslation } from 'react-i18next';
import { RequireAuth, hasRole } from '../../features/auth/components/require-auth';
import { ManageOrders } from '../../features/orders/components/manage-orders';

/** /dashboard/manage-order: admins find, edit and delete orders. */
export function ManageOrderPage() {
  const { t } = useTranslation();
  return (
    <RequireAuth allow={hasRole('admin')}>
      <section className="flex flex-col gap-5">
        <header>
          <h2 className="text-2xl font-bold text-slate-900">{t('orders.manage.heading')}</h2>
        </header>
        <ManageOrders />
      </section>
    </RequireAuth>
  );
}
