import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicReceipt } from '#shared/schemas/payment.ts';
import { textIn } from '#shared/bilingual.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { formatDate, formatTaka } from '#web/lib/format.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 border-b border-emerald-100 py-2 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** "Genuine receipt" and what the paper shows: number, date, amount, school and the payer's initials. */
export function GenuineReceipt({ receipt }: { receipt: PublicReceipt }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const school = textIn(language, receipt.schoolName, receipt.schoolNameBn);
  return (
    <section
      aria-labelledby="receipt-genuine"
      className="rounded-2xl border-2 border-emerald-500 bg-emerald-50 p-5 sm:p-6"
      data-testid="receipt-genuine"
    >
      <h2 id="receipt-genuine" className="flex items-center gap-2 text-2xl font-bold text-emerald-900">
        <span aria-hidden="true">✓</span>
        {t('receiptCheck.genuine')}
      </h2>
      <p className="mt-1 text-emerald-900">{t('receiptCheck.genuineText', { school })}</p>
      <dl className="mt-4 text-sm">
        <Row label={t('receiptCheck.number')}>
          <span className="font-mono">{receipt.number}</span>
        </Row>
        <Row label={t('receiptCheck.date')}>
          {formatDate(new Date(`${receipt.date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })}
        </Row>
        <Row label={t('receiptCheck.amount')}>{t('common.taka', { amount: formatTaka(receipt.amount) })}</Row>
        <Row label={t('receiptCheck.school')}>{school}</Row>
        <Row label={t('receiptCheck.payer')}>{receipt.payerInitials}</Row>
      </dl>
    </section>
  );
}

/** The number is not one the school issued. */
export function UnknownReceipt() {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="rounded-2xl border-2 border-rose-300 bg-rose-50 p-5 sm:p-6"
      data-testid="receipt-unknown"
    >
      <h2 className="text-2xl font-bold text-rose-900">{t('receiptCheck.notFound')}</h2>
      <p className="mt-1 text-rose-900">{t('receiptCheck.notFoundText')}</p>
    </section>
  );
}
