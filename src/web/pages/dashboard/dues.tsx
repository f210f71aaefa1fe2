import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { guarded, hasRole } from '../../features/auth/components/require-auth';
import { csvAddress } from '../../features/reports/api/keys';
import { DuesList } from '../../features/reports/components/dues-list';
import { CsvLink } from '../../features/reports/components/money';

/** /dashboard/dues: the office sees who still owes money, the overdue first, and downloads it for Excel. */
export const DuesPage = guarded(function Dues() {
  const { t } = useTranslation();
  return (
    <DashboardSection
      title={t('reports.dues.title')}
      intro={t('reports.dues.intro')}
      action={<CsvLink href={csvAddress('dues')} />}
    >
      <DuesList />
    </DashboardSection>
  );
}, hasRole('admin'));
