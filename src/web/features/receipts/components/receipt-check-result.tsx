import { useTranslation } from 'react-i18next';
import type { PublicReceipt } from '#shared/schemas/payment.ts';
import { textIn } from '#shared/bilingual.ts';
import { CheckAnswer, CheckRow, UnknownPaper } from '#web/components/ui/public-check.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { formatDate, formatTaka } from '#web/lib/format.ts';

/** "Genuine receipt" and what the paper shows: number, date, amount, school and the payer's initials. */
export function GenuineReceipt({ receipt }: { receipt: PublicReceipt }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const school = textIn(language, receipt.schoolName, receipt.schoolNameBn);
  return (
    <CheckAnswer
      id="receipt-genuine"
      testId="receipt-genuine"
      title={t('receiptCheck.genuine')}
      text={t('receiptCheck.genuineText', { school })}
    >
      <CheckRow label={t('receiptCheck.number')}>
        <span className="font-mono">{receipt.number}</span>
      </CheckRow>
      <CheckRow label={t('receiptCheck.date')}>
        {formatDate(new Date(`${receipt.date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })}
      </CheckRow>
      <CheckRow label={t('receiptCheck.amount')}>{t('common.taka', { amount: formatTaka(receipt.amount) })}</CheckRow>
      <CheckRow label={t('receiptCheck.school')}>{school}</CheckRow>
      <CheckRow label={t('receiptCheck.payer')}>{receipt.payerInitials}</CheckRow>
    </CheckAnswer>
  );
}

/** The number is not one the school issued. */
export function UnknownReceipt() {
  const { t } = useTranslation();
  return (
    <UnknownPaper testId="receipt-unknown" title={t('receiptCheck.notFound')} text={t('receiptCheck.notFoundText')} />
  );
}
