import { guardedSection, hasRole } from '../../features/auth/components/require-auth';
import { ManageOrders } from '../../features/orders/components/manage-orders';

/** /dashboard/manage-order: admins find, edit and delete orders. */
export const ManageOrderPage = guardedSection({ title: 'orders.manage.heading' }, ManageOrders, hasRole('admin'));
