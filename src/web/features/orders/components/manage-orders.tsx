import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ManageList, RowActions, useListControls } from '../../../components/ui/manage-list';
import { useOrders } from '../api/get-orders';
import { useDeleteOrder } from '../api/delete-order';
import { StatusBadge } from './status-badge';

/**
 * Manage orders: search by e-mail, "See All Data", the table with Edit and Delete ("Delete This
 * Order?", Yes / No). A failed delete says nothing, as the school's site always did; the list is
 * refetched either way, so it shows what is true.
 */
export function ManageOrders() {
  const { t } = useTranslation();
  const controls = useListControls();
  const email = controls.filter;
  const list = useOrders({ email, page: controls.page, limit: controls.limit });
  const remove = useDeleteOrder();
  return (
    <ManageList
      controls={controls}
      list={list}
      search={{
        label: t('orders.manage.searchLabel'),
        placeholder: t('orders.manage.searchPlaceholder'),
        type: 'email',
      }}
      note={
        email && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('orders.manage.filtered', { email })}
          </p>
        )
      }
      caption={t('orders.manage.caption')}
      rowKey={(o) => o.oid}
      loadFailed={t('orders.manage.loadFailed')}
      remove={{ message: t('orders.manage.confirmDelete'), mutation: remove }}
      columns={(askDelete) => [
        {
          header: t('orders.manage.courseImage'),
          cell: (o) => (
            <img
              src={o.course.image || '/images/courses/refresher.svg'}
              alt={o.course.title}
              width={64}
              height={48}
              className="h-12 w-16 min-w-16 rounded-md bg-brand-50 object-cover"
            />
          ),
        },
        { header: t('orders.manage.email'), cell: (o) => o.email, className: 'whitespace-nowrap' },
        { header: t('orders.manage.name'), cell: (o) => o.name, className: 'min-w-36' },
        { header: t('orders.manage.courseTitle'), cell: (o) => o.course.title, className: 'min-w-44' },
        { header: t('orders.manage.lesson'), cell: (o) => o.course.lesson },
        { header: t('orders.manage.status'), cell: (o) => <StatusBadge status={o.status} /> },
        {
          header: t('orders.manage.actions'),
          cell: (o) => <RowActions to={paths.editOrder(o.oid)} name={o.oid} onDelete={() => askDelete(o)} />,
        },
      ]}
    />
  );
}
