import { useTranslation } from 'react-i18next';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { guarded, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { csvAddress } from '#web/features/reports/api/keys.ts';
import { DuesList } from '#web/features/reports/components/dues-list.tsx';
import { CsvLink } from '#web/features/reports/components/money.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { reportsTexts } from '#web/features/reports/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, reportsTexts];

/** /dashboard/dues: the office sees who still owes money, the overdue first, and downloads it for Excel. */
export const DuesPage = guarded(function Dues() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <DashboardSection
      title={t('reports.dues.title')}
      intro={t('reports.dues.intro')}
      action={<CsvLink href={csvAddress('dues', {}, language)} />}
    >
      <DuesList />
    </DashboardSection>
  );
}, hasRole('admin'));
