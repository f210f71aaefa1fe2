/** Query keys of the coupons feature: the owner's list is the one query, refreshed after every change. */
export const couponKeys = {
  all: ['coupons'] as const,
};
