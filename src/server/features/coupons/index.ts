// The coupons' one entry: what the app and other features may use of it.
export { couponRoutes } from './coupons.routes';
export {
  COUPON_TAKEN,
  COUPON_USE,
  couponRefusal,
  couponSeenSql,
  isTurnTaken,
  parseSeen,
  readCouponSeen,
  refuseUnlessUsable,
  spendCouponParts,
  type CouponSeen,
} from './coupon-spend';
