import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicCheckPage } from '#web/components/ui/public-check.tsx';
import { useReceiptCheck } from '#web/features/receipts/api/check-receipt.ts';
import { GenuineReceipt, UnknownReceipt } from '#web/features/receipts/components/receipt-check-result.tsx';
import { receiptsTexts } from '#web/features/receipts/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [receiptsTexts];

/**
 * /receipt/{number}: anyone (a bank, an employer, the student) checks a receipt the school issued,
 * usually by scanning its QR code. It shows only what the paper shows, or that no receipt has this
 * number; the check is rate-limited by the server, and a refusal says how long to wait.
 */
export function ReceiptCheckPage() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  return (
    <PublicCheckPage
      title={t('receiptCheck.pageTitle', { number: number.toUpperCase() })}
      description={t('receiptCheck.metaDescription')}
      heading={t('receiptCheck.heading')}
      failed={t('receiptCheck.failed')}
      check={useReceiptCheck(number)}
      unknown={<UnknownReceipt />}
    >
      {(receipt) => <GenuineReceipt receipt={receipt} />}
    </PublicCheckPage>
  );
}
