import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ErrorBox } from '#web/components/ui/error-box.tsx';
import { usePageOrigin } from '#web/components/ui/page-origin.ts';
import { PageTitle } from '#web/components/ui/site-name.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { guarded } from '#web/features/auth/components/require-auth.tsx';
import { orderQueryOptions } from '#web/features/orders/api/get-order.ts';
import { usePayment } from '#web/features/payments/api/get-payment.ts';
import { Receipt } from '#web/features/payments/components/receipt.tsx';
import { useSchool } from '#web/features/school/api/get-school.ts';
import { useBack } from '#web/hooks/use-back.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { isNotFound } from '#web/lib/api.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';
import { orderCourseIn } from '#web/features/orders/order-course.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, paymentsTexts];

/**
 * /dashboard/receipt/{payment id}: a confirmed payment's printable receipt, for its student and
 * staff. The server shows a payment only to those two, so anyone else sees "not found". Printing
 * leaves out the dashboard around it (the layout's print rules), so the sheet is the receipt alone.
 * Back returns to the page the receipt was opened from; opened on its own (a link in an SMS or a
 * mail, a new tab), to its order: the office's page of the order for staff, the order card for
 * its student (before the payment is known, the payments list or My Course).
 */
export const ReceiptPage = guarded(function ReceiptView() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const payment = usePayment(id);
  const oid = payment.data?.oid ?? '';
  const home =
    useSessionUser()?.role === 'admin'
      ? { order: paths.editOrder, unknown: paths.payments }
      : { order: paths.orderDetails, unknown: paths.myCourse };
  const back = useBack(oid ? home.order(oid) : home.unknown);
  // The payer's name and the course are the order's; it is asked for once the payment names it.
  const order = useQuery({ ...orderQueryOptions(oid), enabled: oid !== '' });
  const school = useSchool();
  const origin = usePageOrigin();
  const language = usePageLanguage();

  let body;
  if (payment.isError)
    body = (
      <ErrorBox
        message={isNotFound(payment.error) ? t('payments.receipt.notFound') : t('payments.receipt.loadFailed')}
      />
    );
  else if (payment.data && payment.data.status !== 'confirmed')
    body = <ErrorBox message={t('payments.receipt.notConfirmed')} />;
  else if (order.isError || school.isError) body = <ErrorBox message={t('payments.receipt.loadFailed')} />;
  else if (payment.data?.receiptNumber && order.data && school.data)
    body = (
      <>
        <PageTitle title={t('payments.receipt.pageTitle', { number: payment.data.receiptNumber })} />
        <Receipt
          payment={{ ...payment.data, receiptNumber: payment.data.receiptNumber }}
          payer={order.data.name}
          course={orderCourseIn(order.data, language).title}
          school={school.data}
          origin={origin}
          language={language}
        />
      </>
    );
  else body = <Spinner />;

  return (
    <div className="flex flex-col gap-4">
      <div className="mx-auto flex w-full max-w-2xl flex-wrap justify-between gap-3 print:hidden">
        <button type="button" className={buttonStyles.secondary} onClick={back}>
          {t('payments.receipt.back')}
        </button>
        {payment.data?.status === 'confirmed' && (
          <div className="flex flex-wrap gap-3">
            {/* The same receipt as a PDF (drawn by the server, in both languages), to keep or send. */}
            <a
              href={`/api/payments/${encodeURIComponent(id)}/receipt.pdf${language === 'bn' ? '?lang=bn' : ''}`}
              download={`${payment.data.receiptNumber}.pdf`}
              className={buttonStyles.secondary}
            >
              {t('payments.receipt.pdf')}
            </a>
            <button type="button" className={buttonStyles.primary} onClick={() => window.print()}>
              {t('payments.receipt.print')}
            </button>
          </div>
        )}
      </div>
      {body}
    </div>
  );
});
