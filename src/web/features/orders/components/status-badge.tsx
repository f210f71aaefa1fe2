import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '#shared/constants.ts';

const tone: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  running: 'bg-sky-100 text-sky-900 ring-sky-300',
  completed: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
};

/** An order's status (pending, running or completed), in words and colour. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${tone[status]}`}>
      {t(`orders.status.${status}`)}
    </span>
  );
}
