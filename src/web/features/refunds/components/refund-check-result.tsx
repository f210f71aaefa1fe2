import { useTranslation } from 'react-i18next';
import type { PublicRefund } from '#shared/schemas/refund.ts';
import { textIn } from '#shared/bilingual.ts';
import { CheckAnswer, CheckRow, UnknownPaper } from '#web/components/ui/public-check.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { formatDate } from '#web/lib/format.ts';
import { taka } from '#web/lib/taka.ts';

/** "Genuine refund" and what the paper shows: number, date, amount, school and the student's initials. */
export function GenuineRefund({ refund }: { refund: PublicRefund }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const school = textIn(language, refund.schoolName, refund.schoolNameBn);
  return (
    <CheckAnswer
      id="refund-genuine"
      testId="refund-genuine"
      title={t('refundCheck.genuine')}
      text={t('refundCheck.genuineText', { school })}
    >
      <CheckRow label={t('refundCheck.number')}>
        <span className="font-mono">{refund.number}</span>
      </CheckRow>
      <CheckRow label={t('refundCheck.date')}>
        {formatDate(new Date(`${refund.date}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })}
      </CheckRow>
      <CheckRow label={t('refundCheck.amount')}>{taka(refund.amount)}</CheckRow>
      <CheckRow label={t('refundCheck.school')}>{school}</CheckRow>
      <CheckRow label={t('refundCheck.payee')}>{refund.payeeInitials}</CheckRow>
    </CheckAnswer>
  );
}

/** The number is not one of the school's refunds. */
export function UnknownRefund() {
  const { t } = useTranslation();
  return (
    <UnknownPaper testId="refund-unknown" title={t('refundCheck.notFound')} text={t('refundCheck.notFoundText')} />
  );
}
