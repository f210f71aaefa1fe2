import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#web/components/ui/container.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { ordersTexts } from '#web/features/orders/i18n/index.ts';
import { useLedger } from '#web/features/payments/api/get-ledger.ts';
import { formatShortDay, formatTaka } from '#web/lib/format.ts';
import { todayInDhaka } from '#shared/dates.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [ordersTexts];

/** What the booking page hands over: the new order's OID. */
export interface ThankYouState {
  oid: string;
}

/**
 * After a booking: the first part of the fee (what is due at booking, or by its date) and a way to
 * pay it, on My Course where the order's payments are; and My Course itself.
 */
function NextSteps({ oid }: { oid: string }) {
  const { t } = useTranslation();
  const ledger = useLedger(oid).data;
  const first = ledger?.instalments.find((p) => p.due > 0);
  const payTo = `${paths.myCourse}#pay-${oid}`;
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      {first && (
        <Link to={payTo} className={buttonStyles.primary} data-testid="pay-now">
          {first.dueDate <= todayInDhaka()
            ? t('thankyou.payNow', { amount: formatTaka(first.due) })
            : t('thankyou.payBy', {
                amount: formatTaka(first.due),
                date: formatShortDay(first.dueDate) ?? first.dueDate,
              })}
        </Link>
      )}
      <Link to={paths.myCourse} className={buttonStyles.secondary}>
        {t('thankyou.myCourse')}
      </Link>
    </div>
  );
}

/**
 * The thank-you page: a confirmation with Show More (/courses) and Contact me (/contact). Reached
 * from a booking, it also names the new order's OID (the number the office asks for) and links its
 * order card, with the way to pay what is due and to My Course; opened any other way, there is no
 * order to name.
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
      {oid && <NextSteps oid={oid} />}
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
