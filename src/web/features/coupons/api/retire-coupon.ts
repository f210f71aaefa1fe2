import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Coupon } from '#shared/schemas/coupon.ts';
import { api } from '#web/lib/api.ts';
import { couponKeys } from './keys';

/** POST /api/coupons/{id}/retire: no booking can use the coupon after this; retiring twice is harmless. */
export function useRetireCoupon() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Coupon>(`/coupons/${encodeURIComponent(id)}/retire`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
