import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '#shared/constants.ts';

const tone: Record<RefundStatus, string> = {
  requested: 'bg-amber-100 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  declined: 'bg-rose-100 text-rose-900 ring-rose-300',
};

/** A refund's state (waiting for the owner, refunded or declined), in words and colour. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone[status]}`}
      data-testid="refund-status"
    >
      {t(`refunds.status.${status}`)}
    </span>
  );
}
