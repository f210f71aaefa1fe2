import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#web/components/ui/container.tsx';
import { ErrorBox } from '#web/components/ui/error-box.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useReceiptCheck } from '#web/features/receipts/api/check-receipt.ts';
import { GenuineReceipt, UnknownReceipt } from '#web/features/receipts/components/receipt-check-result.tsx';
import { isNotFound } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';
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
  const check = useReceiptCheck(number);
  return (
    <Container className="py-10">
      <PageMeta
        title={t('receiptCheck.pageTitle', { number: number.toUpperCase() })}
        description={t('receiptCheck.metaDescription')}
      />
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <h1 className="text-3xl font-bold text-slate-900">{t('receiptCheck.heading')}</h1>
        {check.isPending && <Spinner />}
        {check.isError &&
          (isNotFound(check.error) ? (
            <UnknownReceipt />
          ) : (
            <ErrorBox message={check.error.message ? errorText(check.error) : t('receiptCheck.failed')} />
          ))}
        {check.data && <GenuineReceipt receipt={check.data} />}
      </div>
    </Container>
  );
}
