import { useTranslation } from 'react-i18next';
import type { PaymentStatus } from '#shared/constants.ts';
import { StatePill, type StateTone } from '#web/components/ui/state-pill.tsx';

const tone: Record<PaymentStatus, StateTone> = { submitted: 'waiting', confirmed: 'done', rejected: 'refused' };

/** A payment's state (waiting for the office, confirmed or rejected), in words and colour. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <StatePill tone={tone[status]} testId="payment-status">
      {t(`payments.status.${status}`)}
    </StatePill>
  );
}
