import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon, CouponCreate } from '#shared/schemas/coupon.ts';
import { api } from '#web/lib/api.ts';
import { couponKeys } from './keys';

/** POST /api/coupons: the owner defines a coupon; a code already taken is 409 COUPON_EXISTS. */
export function useCreateCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponCreate) => api<Coupon>('/coupons', { method: 'POST', body: { ...body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
