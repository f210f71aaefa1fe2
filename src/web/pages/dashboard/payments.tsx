import { useTranslation } from 'react-i18next';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { guarded, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { StaffPayments } from '#web/features/payments/components/staff-payments.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, paymentsTexts];

/** /dashboard/payments: the office confirms or rejects the payments students sent. */
export const PaymentsPage = guarded(function Payments() {
  const { t } = useTranslation();
  return (
    <DashboardSection title={t('payments.staff.heading')} intro={t('payments.staff.intro')}>
      <StaffPayments />
    </DashboardSection>
  );
}, hasRole('admin'));
