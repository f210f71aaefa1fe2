import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRINT_DELAY_MOBILE_MS, PRINT_DELAY_MS } from '#shared/constants.ts';
import { Container } from '#web/components/ui/container.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api.ts';
import { guarded } from '#web/features/auth/components/require-auth.tsx';
import { useOrder } from '#web/features/orders/api/get-order.ts';
import { OrderCard } from '#web/features/orders/components/order-card.tsx';
import { useSchool } from '#web/features/school/api/get-school.ts';
import { PageTitle } from '#web/components/ui/site-name.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { ordersTexts } from '#web/features/orders/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, ordersTexts];

/** Phones render the print preview slowly: give the page longer before the dialog opens. */
function printDelay(): number {
  const mobile =
    /Android|iPhone|iPad|iPod|Mobi/i.test(navigator.userAgent) || window.matchMedia('(pointer: coarse)').matches;
  return mobile ? PRINT_DELAY_MOBILE_MS : PRINT_DELAY_MS;
}

/** /orderDetails/{oid}: the order card, for its owner or an admin; printable. */
export const OrderDetailsPage = guarded(function OrderDetails() {
  const { t } = useTranslation();
  const { oid = '' } = useParams();
  const order = useOrder(oid);
  const school = useSchool().data;
  const [printing, setPrinting] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const print = () => {
    setPrinting(true);
    timer.current = window.setTimeout(() => {
      setPrinting(false);
      window.print();
    }, printDelay());
  };

  return (
    <Container className="py-8 sm:py-12 print:p-0">
      <PageTitle title={t('orders.card.pageTitle', { oid })} />
      <meta name="description" content={t('orders.card.metaDescription')} />
      <h1 className="sr-only">{t('orders.card.pageTitle', { oid })}</h1>
      {order.isPending && <Spinner />}
      {order.isError && (
        <div role="alert" className="mx-auto max-w-xl py-10 text-center">
          <p className="text-xl font-semibold text-slate-900">
            {order.error instanceof ApiError && order.error.status === 403
              ? t('orders.card.forbidden')
              : order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400)
                ? t('orders.card.notFound')
                : t('orders.card.loadFailed')}
          </p>
          <Link to={paths.myCourse} className={`${buttonStyles.primary} mt-6`}>
            {t('orders.myCourse.heading')}
          </Link>
        </div>
      )}
      {order.isSuccess && (
        <>
          <OrderCard
            order={order.data}
            origin={window.location.origin}
            registrationNumbers={school?.registrationNumbers ?? []}
          />
          <div className="mx-auto mt-6 flex max-w-3xl justify-end" data-print="hide">
            <button type="button" className={buttonStyles.primary} onClick={print} disabled={printing}>
              {t('orders.card.print')}
            </button>
          </div>
        </>
      )}
    </Container>
  );
});
