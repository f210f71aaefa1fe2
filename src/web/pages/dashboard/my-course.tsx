import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../features/auth/api/session';
import { MyOrders } from '../../features/orders/components/my-orders';

/** /dashboard/my-course: the signed-in user's own orders. */
export function MyCoursePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <section className="flex flex-col gap-5">
      <header>
        <h2 className="text-2xl font-bold text-slate-900">{t('orders.myCourse.heading')}</h2>
        <p className="mt-1 text-slate-600">{t('orders.myCourse.intro')}</p>
      </header>
      <MyOrders email={user.email} />
    </section>
  );
}
