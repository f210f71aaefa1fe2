// The coupons' one entry: what the app and other features may use of it.
export { couponRoutes } from './coupons.routes';
export { spendCouponUse } from './coupons.service';
