import { useTranslation } from 'react-i18next';
import type { RefundStatus } from '#shared/constants.ts';
import { StatePill, type StateTone } from '#web/components/ui/state-pill.tsx';

const tone: Record<RefundStatus, StateTone> = { requested: 'waiting', approved: 'done', declined: 'refused' };

/** A refund's state (waiting for the owner, refunded or declined), in words and colour. */
export function RefundStatusBadge({ status }: { status: RefundStatus }) {
  const { t } = useTranslation();
  return (
    <StatePill tone={tone[status]} testId="refund-status">
      {t(`refunds.status.${status}`)}
    </StatePill>
  );
}
