import { useTranslation } from 'react-i18next';
import { CountBadge } from '#web/components/ui/count-badge.tsx';
import { useWaitingRefunds } from '#web/features/refunds/api/refunds.ts';

/**
 * Beside "Refund" in the staff menu: how many requests wait for the owner, nothing at 0. Asked only
 * for staff (`enabled`): a student's menu has the page but no queue to count.
 */
export function RefundWaitingBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const waiting = useWaitingRefunds(enabled).data ?? 0;
  if (!enabled) return null;
  return <CountBadge count={waiting} label={t('refunds.waitingBadge', { count: waiting })} testId="refunds-waiting" />;
}
