import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon, CouponUpdate } from '#shared/schemas/coupon.ts';
import { api } from '#web/lib/api.ts';
import { couponKeys } from './keys';

/**
 * PATCH /api/coupons/{id}: a new last day, cap or value. The list is read again whether it worked
 * or not: a refusal (the cap below uses spent meanwhile, a coupon retired elsewhere) is best
 * understood beside the coupon as it now is.
 */
export function useUpdateCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CouponUpdate }) =>
      api<Coupon>(`/coupons/${encodeURIComponent(id)}`, { method: 'PATCH', body: { ...change } }),
    onSettled: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
