import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../shared/schemas/order';
import { paths } from '../../../config/paths';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SearchBar } from '../../../components/ui/search-bar';
import { ListLoadError, RowActions, useListControls } from '../../../components/ui/manage-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useOrders } from '../api/get-orders';
import { useDeleteOrder } from '../api/delete-order';
import { StatusBadge } from './status-badge';

/**
 * Manage orders: search by e-mail, "See All Data", the table with Edit and Delete ("Delete This
 * Order?", Yes / No). A failed delete is ignored, but the list is refetched either way.
 */
export function ManageOrders() {
  const { t } = useTranslation();
  const controls = useListControls();
  const email = controls.filter;
  const [toDelete, setToDelete] = useState<Order | null>(null);
  const list = useOrders({ email, page: controls.page, limit: controls.limit });
  const remove = useDeleteOrder();

  const paging = controls.paging(list.data?.total ?? 0, !!list.data && !list.isPlaceholderData);

  const columns: Column<Order>[] = [
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
      cell: (o) => <RowActions editTo={paths.editOrder(o.oid)} name={o.oid} onDelete={() => setToDelete(o)} />,
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      <SearchBar
        label={t('orders.manage.searchLabel')}
        placeholder={t('orders.manage.searchPlaceholder')}
        type="email"
        onSearch={controls.search}
        onReset={controls.reset}
      />
      {email && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('orders.manage.filtered', { email })}
        </p>
      )}
      {list.isError ? (
        <ListLoadError message={t('orders.manage.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t('orders.manage.caption')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(o) => o.oid}
          loading={list.isPending}
          paging={paging}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        message={t('orders.manage.confirmDelete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          // A failed delete shows no message (as on the old site); the refetch keeps the list true.
          remove.mutate(toDelete.oid, { onSettled: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
