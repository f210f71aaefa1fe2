import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicCheckPage } from '#web/components/ui/public-check.tsx';
import { useRefundCheck } from '#web/features/refunds/api/check-refund.ts';
import { GenuineRefund, UnknownRefund } from '#web/features/refunds/components/refund-check-result.tsx';
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
  return (
    <PublicCheckPage
      title={t('refundCheck.pageTitle', { number: number.toUpperCase() })}
      description={t('refundCheck.metaDescription')}
      heading={t('refundCheck.heading')}
      failed={t('refundCheck.failed')}
      check={useRefundCheck(number)}
      unknown={<UnknownRefund />}
    >
      {(refund) => <GenuineRefund refund={refund} />}
    </PublicCheckPage>
  );
}
