import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../../shared/constants';
import type { Order } from '../../../../shared/schemas/order';
import { paths } from '../../../config/paths';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { buttonStyles } from '../../../components/ui/button-styles';
import { useOrders } from '../api/get-orders';
import { StatusBadge } from './status-badge';
import { formatDay } from './format-day';

/**
 * My Course: the signed-in user's own orders with links to the order card and the course.
 * The server returns only the caller's orders; the e-mail keeps an admin's view to their own too.
 */
export function MyOrders({ email }: { email: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const list = useOrders({ email, page, limit });
  const total = list.data?.total ?? 0;

  const columns: Column<Order>[] = [
    {
      header: t('orders.myCourse.course'),
      cell: (o) => (
        <div className="flex min-w-52 items-center gap-3">
          <img
            src={o.course.image || '/images/courses/refresher.svg'}
            alt=""
            width={64}
            height={48}
            className="h-12 w-16 shrink-0 rounded-md bg-brand-50 object-cover"
          />
          <span className="font-medium">{o.course.title}</span>
        </div>
      ),
    },
    { header: t('orders.myCourse.oid'), cell: (o) => <span className="font-mono">{o.oid}</span> },
    { header: t('orders.myCourse.sdate'), cell: (o) => formatDay(o.sdate), className: 'whitespace-nowrap' },
    { header: t('orders.myCourse.status'), cell: (o) => <StatusBadge status={o.status} /> },
    {
      header: t('orders.myCourse.card'),
      cell: (o) => (
        <div className="flex gap-2 whitespace-nowrap">
          <Link
            to={paths.orderDetails(o.oid)}
            className={`${buttonStyles.primary} px-3 py-1.5`}
            aria-label={`${t('orders.myCourse.openCard')} ${o.oid}`}
          >
            {t('orders.myCourse.openCard')}
          </Link>
          <Link
            to={paths.course(o.course.cid)}
            className={`${buttonStyles.secondary} px-3 py-1.5`}
            aria-label={`${t('orders.myCourse.coursePage')}: ${o.course.title}`}
          >
            {t('orders.myCourse.coursePage')}
          </Link>
        </div>
      ),
    },
  ];

  if (list.isError) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
        <p>{t('orders.myCourse.loadFailed')}</p>
        <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (list.data && total === 0) {
    return (
      <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
        <p className="text-slate-700">{t('orders.myCourse.empty')}</p>
        <Link to={paths.courses} className={`${buttonStyles.primary} mt-4`}>
          {t('orders.myCourse.browse')}
        </Link>
      </div>
    );
  }
  return (
    <DataTable
      caption={t('orders.myCourse.caption')}
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
  );
}
