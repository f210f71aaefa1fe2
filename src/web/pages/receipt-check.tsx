import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { ErrorBox } from '../components/ui/error-box';
import { PageMeta } from '../components/ui/page-meta';
import { Spinner } from '../components/ui/spinner';
import { useReceiptCheck } from '../features/receipts/api/check-receipt';
import { GenuineReceipt, UnknownReceipt } from '../features/receipts/components/receipt-check-result';
import { isNotFound } from '../lib/api';
import { errorText } from '../lib/error-text';

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
