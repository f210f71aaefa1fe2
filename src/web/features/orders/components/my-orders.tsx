import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ManageList, PictureCell, useListControls } from '#web/components/ui/manage-list.tsx';
import { useOrders } from '#web/features/orders/api/get-orders.ts';
import { StatusBadge } from './status-badge';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { orderCourseIn } from '../order-course';
import { formatDay } from '#web/lib/format.ts';

/**
 * My Course: the signed-in user's own orders with links to the order card and the course. The
 * server returns only the caller's orders; the e-mail keeps an admin's view to their own too.
 */
export function MyOrders({ email }: { email: string }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const controls = useListControls();
  const list = useOrders({ email, page: controls.page, limit: controls.limit });
  return (
    <ManageList
      controls={controls}
      list={list}
      caption={t('orders.myCourse.caption')}
      rowKey={(o) => o.oid}
      loadFailed={t('orders.myCourse.loadFailed')}
      empty={
        <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-slate-700">{t('orders.myCourse.empty')}</p>
          <Link to={paths.courses} className={`${buttonStyles.primary} mt-4`}>
            {t('orders.myCourse.browse')}
          </Link>
        </div>
      }
      columns={() => [
        {
          header: t('orders.myCourse.course'),
          cell: (o) => (
            <PictureCell src={o.course.image || '/images/courses/refresher.svg'}>
              <span className="font-medium">{orderCourseIn(o, language).title}</span>
            </PictureCell>
          ),
          role: 'title',
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
                aria-label={`${t('orders.myCourse.coursePage')}: ${orderCourseIn(o, language).title}`}
              >
                {t('orders.myCourse.coursePage')}
              </Link>
            </div>
          ),
          role: 'actions',
        },
      ]}
    />
  );
}
