import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { CashUpDayView } from '#web/features/cash-up/components/cash-up-day.tsx';
import { cashUpTexts } from '#web/features/cash-up/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [cashUpTexts, dashboardTexts, paymentsTexts];

/** The day's page; the owner (only) may re-open a close from it. */
function CashUpDay() {
  const user = useSessionUser();
  return <CashUpDayView canReopen={user?.isOwner ?? false} />;
}

/** /dashboard/cash-up: the office counts a day's money and closes the day. */
export const CashUpPage = guardedSection(
  { title: 'cashUp.day.title', intro: 'cashUp.day.intro' },
  CashUpDay,
  hasRole('admin'),
);
