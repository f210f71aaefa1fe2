import { useTranslation } from 'react-i18next';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { guarded, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { csvAddress } from '#web/features/reports/api/keys.ts';
import { DuesList } from '#web/features/reports/components/dues-list.tsx';
import { CsvLink } from '#web/features/reports/components/money.tsx';

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
