import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/language.ts';
import { pathIn } from '#shared/language.ts';
import { phoneForReading } from '#shared/phone.ts';
import type { Payment } from '#shared/schemas/payment.ts';
import type { School } from '#shared/schemas/school.ts';
import { schoolIn } from '#shared/school.ts';
import { QrCode } from '#web/components/ui/qr-code.tsx';
import { paths } from '#web/config/paths.ts';
import { formatDate } from '#web/lib/format.ts';
import { taka } from '#web/lib/taka.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-2 border-b border-slate-100 py-2 last:border-0 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * A confirmed payment's money receipt, as it is printed: the school's name, address, phones and
 * registration, the receipt number and date, who paid for which order and course, how, and the
 * amount; and a QR code that opens the public check of this number, in the page's language, so
 * whoever holds the paper can see it is genuine.
 */
export function Receipt({
  payment,
  payer,
  course,
  school,
  origin,
  language,
}: {
  payment: Payment & { receiptNumber: string };
  payer: string;
  course: string;
  school: School;
  origin: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const shown = schoolIn(school, language);
  const checkUrl = `${origin}${pathIn(language, paths.receiptCheck(payment.receiptNumber))}`;
  const date = payment.confirmedAt ?? payment.createdAt;
  return (
    <article
      className="receipt-print mx-auto w-full max-w-2xl overflow-hidden rounded-2xl border border-slate-300 bg-white shadow-md print:max-w-none print:rounded-none print:border-0 print:shadow-none"
      aria-labelledby="receipt-heading"
      data-testid="receipt"
    >
      <header className="flex items-start gap-3 border-b-4 border-brand-800 px-4 py-4 sm:px-6">
        <img src="/images/logo.svg" alt="" width={48} height={48} className="size-12 shrink-0 rounded-full" />
        <div className="min-w-0">
          <p className="text-lg leading-tight font-bold text-slate-900">{shown.name}</p>
          <p className="text-sm text-slate-600">{shown.address}</p>
          {school.phones.length > 0 && (
            <p className="text-sm text-slate-600">
              {t('payments.receipt.phones', { phones: school.phones.map(phoneForReading).join(', ') })}
            </p>
          )}
          {school.registrationNumbers.length > 0 && (
            <p className="text-xs text-slate-500">
              {t('payments.receipt.registration', { numbers: school.registrationNumbers.join(', ') })}
            </p>
          )}
        </div>
      </header>
      <div className="px-4 py-4 sm:px-6">
        <h2 id="receipt-heading" className="text-center text-xl font-bold tracking-wide text-slate-900 uppercase">
          {t('payments.receipt.heading')}
        </h2>
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
          <dl className="min-w-0 flex-1 text-sm">
            <Row label={t('payments.receipt.number')}>
              <span className="font-mono" data-testid="receipt-page-number">
                {payment.receiptNumber}
              </span>
            </Row>
            <Row label={t('payments.receipt.date')}>
              {formatDate(new Date(date), { dateStyle: 'long', timeZone: 'Asia/Dhaka' })}
            </Row>
            <Row label={t('payments.receipt.payer')}>{payer}</Row>
            <Row label={t('payments.receipt.order')}>
              <span className="font-mono">{payment.oid}</span>
            </Row>
            <Row label={t('payments.receipt.course')}>{course}</Row>
            <Row label={t('payments.receipt.method')}>{t(`payments.methods.${payment.method}`)}</Row>
            {payment.trxId && (
              <Row label={t('payments.receipt.trxId')}>
                <span className="font-mono">{payment.trxId}</span>
              </Row>
            )}
            <Row label={t('payments.receipt.amount')}>
              <span className="text-xl tabular-nums" data-testid="receipt-amount">
                {taka(payment.amount)}
              </span>
            </Row>
          </dl>
          <figure className="flex shrink-0 flex-col items-center gap-1 sm:w-36">
            <QrCode value={checkUrl} label={t('payments.receipt.qr')} className="size-32" testId="receipt-qr" />
            <figcaption className="text-center text-xs break-all text-slate-500">
              {t('payments.receipt.check', { url: checkUrl })}
            </figcaption>
          </figure>
        </div>
      </div>
    </article>
  );
}
