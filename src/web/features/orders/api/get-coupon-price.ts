import { useMutation } from '@tanstack/react-query';
import type { CouponPrice } from '#shared/schemas/coupon.ts';
import { api } from '#web/lib/api.ts';

/**
 * GET /api/coupons/{code}/price?cid=: what a coupon takes off the course, asked when the student
 * presses Apply (so a mutation, not a query kept in the cache: the answer is only true for now,
 * and the booking itself decides). Spends no use.
 */
export function useCouponPrice() {
  return useMutation({
    mutationFn: ({ code, cid }: { code: string; cid: string }) =>
      api<CouponPrice>(`/coupons/${encodeURIComponent(code)}/price`, { query: { cid } }),
  });
}
