import { useTranslation } from 'react-i18next';
import { CountBadge } from '#web/components/ui/count-badge.tsx';
import { useWaitingPayments } from '#web/features/payments/api/get-payments.ts';

/**
 * Beside "Payments" in the staff menu and on the staff home: how many payments students sent wait
 * for the office to confirm them, nothing at 0 (docs/decisions/0480).
 */
export function PaymentsWaitingBadge() {
  const { t } = useTranslation();
  const waiting = useWaitingPayments().data ?? 0;
  return (
    <CountBadge count={waiting} label={t('payments.waitingBadge', { count: waiting })} testId="payments-waiting" />
  );
}
