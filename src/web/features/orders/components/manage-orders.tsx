import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../../shared/constants';
import type { Order } from '../../../../shared/schemas/order';
import { paths } from '../../../config/paths';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SearchBar } from '../../../components/ui/search-bar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useOrders } from '../api/get-orders';
import { useDeleteOrder } from '../api/delete-order';
import { StatusBadge } from './status-badge';

/**
 * Manage orders (spec §2): search by e-mail, "See All Data", the table with Edit and Delete ("Delete
 * This Order?", Yes / No). A failed delete is ignored (spec §8), but the list is refetched either way.
 */
export function ManageOrders() {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const [toDelete, setToDelete] = useState<Order | null>(null);
  const list = useOrders({ email, page, limit });
  const remove = useDeleteOrder();

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  // After deleting the last row of the last page, show the page before it.
  if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);

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
      cell: (o) => (
        <div className="flex gap-2">
          <Link
            to={paths.editOrder(o.oid)}
            className={`${buttonStyles.secondary} px-3 py-1.5`}
            aria-label={`${t('common.edit')} ${o.oid}`}
          >
            {t('common.edit')}
          </Link>
          <button
            type="button"
            className={`${buttonStyles.danger} px-3 py-1.5`}
            aria-label={`${t('common.delete')} ${o.oid}`}
            onClick={() => setToDelete(o)}
          >
            {t('common.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      <SearchBar
        label={t('orders.manage.searchLabel')}
        placeholder={t('orders.manage.searchPlaceholder')}
        type="email"
        onSearch={(value) => {
          setEmail(value);
          setPage(1);
        }}
        onReset={() => {
          setEmail(undefined);
          setPage(1);
        }}
      />
      {email && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('orders.manage.filtered', { email })}
        </p>
      )}
      {list.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
          <p>{t('orders.manage.loadFailed')}</p>
          <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <DataTable
          caption={t('orders.manage.caption')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(o) => o.oid}
          loading={list.isPending}
          paging={{
            page,
            pageSize: limit,
            total,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setLimit(size);
              setPage(1);
            },
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        message={t('orders.manage.confirmDelete')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          // Spec §8: delete failures are ignored silently; the refetch keeps the list true.
          remove.mutate(toDelete.oid, { onSettled: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
