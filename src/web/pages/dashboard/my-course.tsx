import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { useSessionUser } from '../../features/auth/api/session';
import { MyOrders } from '../../features/orders/components/my-orders';

/** /dashboard/my-course: the signed-in user's own orders. */
export function MyCoursePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <DashboardSection title={t('orders.myCourse.heading')} intro={t('orders.myCourse.intro')}>
      <MyOrders email={user.email} />
    </DashboardSection>
  );
}
