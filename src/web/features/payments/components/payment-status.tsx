import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '#shared/constants.ts';

const tone: Record<PaymentStatus, string> = {
  submitted: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rejected: 'bg-rose-100 text-rose-900 ring-rose-300',
};

/** A payment's state (waiting for the office, confirmed or rejected), in words and colour. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone[status]}`}
      data-testid="payment-status"
    >
      {t(`payments.status.${status}`)}
    </span>
  );
}
