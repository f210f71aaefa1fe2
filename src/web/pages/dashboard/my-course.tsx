import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../shared/constants';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { useSessionUser } from '../../features/auth/api/session';
import { useOrders } from '../../features/orders/api/get-orders';
import { MyOrders } from '../../features/orders/components/my-orders';
import { OrderPayments } from '../../features/payments/components/order-payments';
import { useSchool } from '../../features/school/api/get-school';

/**
 * /dashboard/my-course: the signed-in user's own orders, then each order's money: what is paid and
 * due, the payments and their state, and the form to send a payment's details.
 */
export function MyCoursePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <DashboardSection title={t('orders.myCourse.heading')} intro={t('orders.myCourse.intro')}>
      <MyOrders email={user.email} />
      <MyPayments email={user.email} />
    </DashboardSection>
  );
}

/** The payment card of each of the user's orders (the same first page My Orders shows, from the same cache). */
function MyPayments({ email }: { email: string }) {
  const { t } = useTranslation();
  const orders = useOrders({ email, page: 1, limit: PAGE_SIZES[0] });
  const school = useSchool().data;
  const items = orders.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <div className="flex flex-col gap-4">
      {items.map((o) => (
        <OrderPayments
          key={o.oid}
          oid={o.oid}
          title={t('payments.ledger.heading', { course: o.course.title })}
          school={school}
        />
      ))}
    </div>
  );
}
