import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { CouponList } from '#web/features/coupons/components/coupon-list.tsx';
import { NewCouponForm } from '#web/features/coupons/components/new-coupon-form.tsx';
import { couponsTexts } from '#web/features/coupons/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [couponsTexts, dashboardTexts];

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
