import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicRefund } from '#shared/schemas/refund.ts';
import { textIn } from '#shared/bilingual.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { formatDate } from '#web/lib/format.ts';
import { taka } from '#web/lib/taka.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 border-b border-emerald-100 py-2 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** "Genuine refund" and what the paper shows: number, date, amount, school and the student's initials. */
export function GenuineRefund({ refund }: { refund: PublicRefund }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const school = textIn(language, refund.schoolName, refund.schoolNameBn);
  return (
    <section
      aria-labelledby="refund-genuine"
      className="rounded-2xl border-2 border-emerald-500 bg-emerald-50 p-5 sm:p-6"
      data-testid="refund-genuine"
    >
      <h2 id="refund-genuine" className="flex items-center gap-2 text-2xl font-bold text-emerald-900">
        <span aria-hidden="true">✓</span>
        {t('refundCheck.genuine')}
      </h2>
      <p className="mt-1 text-emerald-900">{t('refundCheck.genuineText', { school })}</p>
      <dl className="mt-4 text-sm">
        <Row label={t('refundCheck.number')}>
          <span className="font-mono">{refund.number}</span>
        </Row>
        <Row label={t('refundCheck.date')}>
          {formatDate(new Date(`${refund.date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })}
        </Row>
        <Row label={t('refundCheck.amount')}>{taka(refund.amount)}</Row>
        <Row label={t('refundCheck.school')}>{school}</Row>
        <Row label={t('refundCheck.payee')}>{refund.payeeInitials}</Row>
      </dl>
    </section>
  );
}

/** The number is not one of the school's refunds. */
export function UnknownRefund() {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="rounded-2xl border-2 border-rose-300 bg-rose-50 p-5 sm:p-6"
      data-testid="refund-unknown"
    >
      <h2 className="text-2xl font-bold text-rose-900">{t('refundCheck.notFound')}</h2>
      <p className="mt-1 text-rose-900">{t('refundCheck.notFoundText')}</p>
    </section>
  );
}
