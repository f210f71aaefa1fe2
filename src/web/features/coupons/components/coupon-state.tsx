import { useTranslation } from 'react-i18next';
import type { CouponState } from '#shared/schemas/coupon.ts';

const tone: Record<CouponState, string> = {
  active: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  notYetValid: 'bg-sky-100 text-sky-900 ring-sky-300',
  expired: 'bg-slate-100 text-slate-700 ring-slate-300',
  usedUp: 'bg-amber-100 text-amber-900 ring-amber-300',
  retired: 'bg-rose-100 text-rose-900 ring-rose-300',
};

/** Where a coupon stands today (active, not yet valid, expired, used up, retired), in words and colour. */
export function CouponStateBadge({ state }: { state: CouponState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tone[state]}`}
      data-testid="coupon-state"
    >
      {t(`coupons.manage.states.${state}`)}
    </span>
  );
}
