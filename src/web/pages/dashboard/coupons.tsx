import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { CouponList } from '#web/features/coupons/components/coupon-list.tsx';
import { NewCouponForm } from '#web/features/coupons/components/new-coupon-form.tsx';

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
