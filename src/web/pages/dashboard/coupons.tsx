import { guardedSection, isOwner } from '../../features/auth/components/require-auth';
import { CouponList } from '../../features/coupons/components/coupon-list';
import { NewCouponForm } from '../../features/coupons/components/new-coupon-form';

function Coupons() {
  return (
    <>
      <NewCouponForm />
      <CouponList />
    </>
  );
}

/** /dashboard/coupons: the owner creates discount codes, sees their uses, changes and retires them. */
export const CouponsPage = guardedSection(
  { title: 'coupons.manage.title', intro: 'coupons.manage.intro' },
  Coupons,
  isOwner,
);
