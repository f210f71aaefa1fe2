import { guardedSection, hasRole } from '../../features/auth/components/require-auth';
import { useCourses } from '../../features/courses/api/get-courses';
import { ManageOrders } from '../../features/orders/components/manage-orders';

/** The order list with the catalogue's courses for its course filter (none while they load). */
function OrdersWithCourses() {
  const courses = useCourses().data ?? [];
  return <ManageOrders courses={courses} />;
}

/** /dashboard/manage-order: admins find, edit and delete orders. */
export const ManageOrderPage = guardedSection({ title: 'orders.manage.heading' }, OrdersWithCourses, hasRole('admin'));
