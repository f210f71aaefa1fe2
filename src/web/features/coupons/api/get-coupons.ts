import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon } from '#shared/schemas/coupon.ts';
import { api } from '#web/lib/api.ts';
import { couponKeys } from './keys';

/** GET /api/coupons: every coupon with its uses, newest first (the owner's; a school has a handful). */
export const couponsQueryOptions = () =>
  queryOptions({ queryKey: couponKeys.all, queryFn: ({ signal }) => api<Coupon[]>('/coupons', { signal }) });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
