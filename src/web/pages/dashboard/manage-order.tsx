import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { useCourses } from '#web/features/courses/api/get-courses.ts';
import { ManageOrders } from '#web/features/orders/components/manage-orders.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { ordersTexts } from '#web/features/orders/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, ordersTexts];

/** The order list with the catalogue's courses for its course filter (none while they load). */
function OrdersWithCourses() {
  const courses = useCourses().data ?? [];
  return <ManageOrders courses={courses} />;
}

/** /dashboard/manage-order: admins find, edit and delete orders. */
export const ManageOrderPage = guardedSection({ title: 'orders.manage.heading' }, OrdersWithCourses, hasRole('admin'));
