import { useTranslation } from 'react-i18next';
import { textIn } from '#shared/bilingual.ts';
import type { Refund } from '#shared/schemas/refund.ts';
import { formatDate } from '#web/lib/format.ts';
import { taka } from '#web/lib/taka.ts';
import { refundPdfUrl } from '#web/features/refunds/api/refunds.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { PaperNumber } from '#web/components/ui/paper-number.tsx';

const day = (iso: string) => formatDate(new Date(iso), { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });

/**
 * What a refund says, in words: what was asked, when and why (and by the office, if so), whether it
 * ends the booking, and the owner's answer: what went back, how, its number and paper, or why not.
 */
export function RefundDetails({ refund: r }: { refund: Refund }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  // The asker's own words as written; the app's reason (a transfer's difference) by its code, in the
  // page's language, naming the course as the page names it.
  const reason =
    r.reasonCode === 'transferDifference'
      ? t('refunds.reasons.transferDifference', {
          from: r.movedFrom ?? '',
          course: textIn(language, r.courseTitle, r.courseTitleBn),
        })
      : (r.reason ?? '');
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-700">
      <p>
        {t('refunds.item.asked', { amount: taka(r.requestedAmount), date: day(r.createdAt) })}
        {r.askedByOffice && <span className="text-slate-500"> · {t('refunds.item.askedByOffice')}</span>}
      </p>
      <p className="break-words">{t('refunds.item.reason', { reason })}</p>
      {r.cancelOrder && (
        <p className="font-medium text-slate-800">
          {r.status === 'approved' ? t('refunds.item.endedOrder') : t('refunds.item.endsOrder')}
        </p>
      )}
      {r.status === 'approved' && r.amount !== null && r.method && (
        <>
          <p className="font-semibold text-emerald-900">
            {t('refunds.item.refunded', {
              amount: taka(r.amount),
              method: t(`refunds.methods.${r.method}`),
              date: day(r.decidedAt ?? r.createdAt),
            })}
          </p>
          {r.reference && <p>{t('refunds.item.reference', { reference: r.reference })}</p>}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold text-emerald-900">
              <PaperNumber label={t('refunds.item.number')} number={r.number} testId="refund-number" />
            </span>
            <a
              href={refundPdfUrl(r.id, language)}
              target="_blank"
              rel="noopener"
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              {t('refunds.item.pdf')}
            </a>
          </p>
        </>
      )}
      {r.status === 'declined' && r.declineReason && (
        <p className="font-medium break-words text-rose-800">
          {t('refunds.item.declined', { reason: r.declineReason })}
        </p>
      )}
    </div>
  );
}
