import { useTranslation } from 'react-i18next';
import { formatCount } from '#web/lib/format.ts';
import { useWaitingRefunds } from '#web/features/refunds/api/refunds.ts';

/**
 * Beside "Refund" in the staff menu: how many requests wait for the owner, nothing at 0. Asked only
 * for staff (`enabled`): a student's menu has the page but no queue to count.
 */
export function RefundWaitingBadge({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const waiting = useWaitingRefunds(enabled).data ?? 0;
  if (!enabled || !waiting) return null;
  return (
    <span
      className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-slate-900"
      aria-label={t('refunds.waitingBadge', { count: waiting })}
      data-testid="refunds-waiting"
    >
      {formatCount(waiting)}
    </span>
  );
}
