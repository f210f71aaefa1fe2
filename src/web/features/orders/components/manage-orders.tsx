import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#shared/schemas/order.ts';
import { ORDER_STATUSES } from '#shared/constants.ts';
import { paths } from '#web/config/paths.ts';
import { ManageList, RowActions, useListControls } from '#web/components/ui/manage-list.tsx';
import { CountTabs, FilterDate, FilterSelect } from '#web/components/ui/list-filters.tsx';
import { useOrders, type OrderListParams } from '#web/features/orders/api/get-orders.ts';
import { useOrderCounts } from '#web/features/orders/api/get-order-counts.ts';
import { useDeleteOrder } from '#web/features/orders/api/delete-order.ts';
import { formatCount, formatDay } from '#web/lib/format.ts';
import { PhoneLink } from '#web/components/ui/phone-link.tsx';
import { StatusBadge } from './status-badge';
import { textIn } from '#shared/bilingual.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { orderCourseIn } from '../order-course';

/** Cells closer set on a wide screen, so the list fits beside the menu at 1280 px. */
const tight = 'lg:px-2.5';

/**
 * Manage orders, the office's working list: one search box that finds an order by name, e-mail,
 * phone (however it is written), OID or SID; tabs by status with their counts; filters by course
 * and start date; a choice of order; Edit and Delete ("Delete This Order?", Yes / No). A failed
 * delete says nothing, as the school's site always did; the list is refetched either way, so it
 * shows what is true. `courses` are the catalogue's, for the course filter. The search follows the
 * box as it is typed, so a caller's order is found by typing their number (docs/decisions/0480).
 * At 1280 px the columns fit beside the menu: the OID and phone sit under the name, the start date
 * under the course, and each cell is closer set on a wide screen.
 */
export function ManageOrders({
  courses,
  actions,
}: {
  courses: { cid: string; title: string; titleBn: string }[];
  /** What the office does to an order right from the list (its next status, cash): the page composes them. */
  actions?: (order: Order) => ReactNode;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const controls = useListControls({ sort: '-created' });
  const { filters } = controls;
  const params: Omit<OrderListParams, 'page' | 'limit'> = {
    q: controls.filter,
    status: filters.status as OrderListParams['status'],
    course: filters.course,
    from: filters.from,
    to: filters.to,
  };
  const list = useOrders({ ...params, sort: controls.sort, page: controls.page, limit: controls.limit });
  const counts = useOrderCounts(params).data;
  const remove = useDeleteOrder();
  return (
    <ManageList
      controls={controls}
      list={list}
      search={{ label: t('orders.manage.searchLabel'), placeholder: t('orders.manage.searchPlaceholder'), live: true }}
      filters={
        <>
          <CountTabs
            label={t('orders.manage.status')}
            value={filters.status}
            onChange={(v) => controls.setFilterValue('status', v)}
            tabs={[
              { value: undefined, label: t('orders.manage.allStatuses'), count: counts?.total },
              ...ORDER_STATUSES.map((s) => ({ value: s, label: t(`orders.status.${s}`), count: counts?.[s] })),
            ]}
          />
          <FilterSelect
            label={t('orders.manage.course')}
            anyLabel={t('orders.manage.allCourses')}
            value={filters.course}
            onChange={(v) => controls.setFilterValue('course', v)}
            options={courses.map((c) => ({ value: c.cid, label: textIn(language, c.title, c.titleBn) }))}
          />
          <FilterDate
            label={t('orders.manage.startsFrom')}
            value={filters.from}
            onChange={(v) => controls.setFilterValue('from', v)}
          />
          <FilterDate
            label={t('orders.manage.startsTo')}
            value={filters.to}
            onChange={(v) => controls.setFilterValue('to', v)}
          />
        </>
      }
      sortOptions={[
        { value: '-created', label: t('orders.manage.sort.newest') },
        { value: 'created', label: t('orders.manage.sort.oldest') },
        { value: 'sdate', label: t('orders.manage.sort.startSoonest') },
        { value: '-sdate', label: t('orders.manage.sort.startLatest') },
        { value: 'name', label: t('orders.manage.sort.name') },
        { value: 'status', label: t('orders.manage.sort.status') },
      ]}
      note={
        controls.filter && (
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('orders.manage.filtered', { q: controls.filter })}
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
              alt={orderCourseIn(o, language).title}
              width={64}
              height={48}
              className="h-12 w-16 min-w-16 rounded-md bg-brand-50 object-cover"
            />
          ),
          className: tight,
          role: 'wideOnly',
        },
        {
          header: t('orders.manage.name'),
          // The OID and the phone under the name: one look says whose order it is and how to call.
          cell: (o) => (
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="break-words">{o.name}</span>
              <span className="flex flex-wrap items-center gap-x-2 text-sm font-normal">
                <span className="font-mono text-xs text-slate-600">{o.oid}</span>
                <PhoneLink phone={o.phone1} className="whitespace-nowrap" />
              </span>
            </span>
          ),
          className: `min-w-32 ${tight}`,
          role: 'title',
        },
        {
          header: t('orders.manage.email'),
          // Long addresses are cut on wide screens (the full one is in the tooltip and on the order).
          cell: (o) => (
            <span className="block sm:max-w-32 sm:truncate xl:max-w-40" title={o.email}>
              {o.email}
            </span>
          ),
          className: tight,
        },
        {
          header: t('orders.manage.courseTitle'),
          cell: (o) => (
            <span className="flex flex-col">
              <span>{orderCourseIn(o, language).title}</span>
              <span className="text-xs text-slate-600">
                {t('orders.manage.startsOn', { date: formatDay(o.sdate) ?? o.sdate })}
              </span>
            </span>
          ),
          className: `sm:min-w-32 ${tight}`,
        },
        { header: t('orders.manage.lesson'), cell: (o) => formatCount(o.course.lesson), className: tight },
        { header: t('orders.manage.status'), cell: (o) => <StatusBadge status={o.status} />, className: tight },
        {
          header: t('orders.manage.actions'),
          cell: (o) => (
            <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
              {actions?.(o)}
              <RowActions to={paths.editOrder(o.oid)} name={o.oid} onDelete={() => askDelete(o)} />
            </div>
          ),
          className: tight,
          role: 'actions',
        },
      ]}
    />
  );
}
