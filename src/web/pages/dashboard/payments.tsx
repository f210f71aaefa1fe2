import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { guarded, hasRole } from '../../features/auth/components/require-auth';
import { StaffPayments } from '../../features/payments/components/staff-payments';

/** /dashboard/payments: the office confirms or rejects the payments students sent. */
export const PaymentsPage = guarded(function Payments() {
  const { t } = useTranslation();
  return (
    <DashboardSection title={t('payments.staff.heading')} intro={t('payments.staff.intro')}>
      <StaffPayments />
    </DashboardSection>
  );
}, hasRole('admin'));
