import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#web/components/ui/container.tsx';
import { ErrorBox } from '#web/components/ui/error-box.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useRefundCheck } from '#web/features/refunds/api/check-refund.ts';
import { GenuineRefund, UnknownRefund } from '#web/features/refunds/components/refund-check-result.tsx';
import { isNotFound } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';
import { refundsTexts } from '#web/features/refunds/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [refundsTexts];

/**
 * /refund/{number}: anyone checks a refund paper the school gave, usually by scanning its QR code.
 * Like the receipt check it shows only what the paper shows, or that no refund has this number; the
 * check is rate-limited by the server, and a refusal says how long to wait.
 */
export function RefundCheckPage() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  const check = useRefundCheck(number);
  return (
    <Container className="py-10">
      <PageMeta
        title={t('refundCheck.pageTitle', { number: number.toUpperCase() })}
        description={t('refundCheck.metaDescription')}
      />
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <h1 className="text-3xl font-bold text-slate-900">{t('refundCheck.heading')}</h1>
        {check.isPending && <Spinner />}
        {check.isError &&
          (isNotFound(check.error) ? (
            <UnknownRefund />
          ) : (
            <ErrorBox message={check.error.message ? errorText(check.error) : t('refundCheck.failed')} />
          ))}
        {check.data && <GenuineRefund refund={check.data} />}
      </div>
    </Container>
  );
}
