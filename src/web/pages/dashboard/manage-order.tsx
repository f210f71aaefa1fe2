import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { useCourses } from '#web/features/courses/api/get-courses.ts';
import { ManageOrders } from '#web/features/orders/components/manage-orders.tsx';
import { NextStatusButton } from '#web/features/orders/components/next-status.tsx';
import { RecordCashButton } from '#web/features/payments/components/record-cash.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { ordersTexts } from '#web/features/orders/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, ordersTexts, paymentsTexts];

/**
 * The order list with the catalogue's courses for its course filter (none while they load), and on
 * each found order its next status and "Record cash" (docs/decisions/0480).
 */
function OrdersWithCourses() {
  const courses = useCourses().data ?? [];
  return (
    <ManageOrders
      courses={courses}
      actions={(order) => (
        <>
          <NextStatusButton order={order} />
          <RecordCashButton oid={order.oid} name={order.name} />
        </>
      )}
    />
  );
}

/** /dashboard/manage-order: admins find, edit and delete orders, move them on and take cash. */
export const ManageOrderPage = guardedSection({ title: 'orders.manage.heading' }, OrdersWithCourses, hasRole('admin'));
