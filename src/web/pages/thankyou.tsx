import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#web/components/ui/container.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { ordersTexts } from '#web/features/orders/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [ordersTexts];

/** What the booking page hands over: the new order's OID. */
export interface ThankYouState {
  oid: string;
}

/**
 * The thank-you page: a confirmation with Show More (/courses) and Contact me (/contact). Reached
 * from a booking, it also names the new order's OID (the number the office asks for) and links its
 * order card; opened any other way, there is no order to name.
 */
export function ThankYouPage() {
  const { t } = useTranslation();
  const state: unknown = useLocation().state;
  const oid = state && typeof state === 'object' && 'oid' in state && typeof state.oid === 'string' ? state.oid : null;
  return (
    <Container className="flex min-h-[55vh] flex-col items-center justify-center py-16 text-center">
      <PageMeta title={t('thankyou.title')} description={t('thankyou.metaDescription')} />
      <svg
        viewBox="0 0 24 24"
        className="size-20 rounded-full bg-brand-50 p-4 text-brand-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
      >
        <path d="M5 12l5 5L20 7" />
      </svg>
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">{t('thankyou.heading')}</h1>
      <p className="mt-3 max-w-xl text-lg text-slate-600">{t('thankyou.text')}</p>
      {oid && (
        <p className="mt-4 text-lg text-slate-800">
          {t('thankyou.orderId')}{' '}
          <Link to={paths.orderDetails(oid)} className="font-mono font-bold text-brand-800 hover:underline">
            {oid}
          </Link>
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.courses} className={buttonStyles.primary}>
          {t('thankyou.showMore')}
        </Link>
        <Link to={paths.contact} className={buttonStyles.secondary}>
          {t('thankyou.contactMe')}
        </Link>
      </div>
    </Container>
  );
}
