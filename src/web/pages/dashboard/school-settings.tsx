import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { QueryView } from '../../components/ui/query-view';
import { guarded, isOwner } from '../../features/auth/components/require-auth';
import { schoolQueryOptions } from '../../features/school/api/get-school';
import { SchoolSettingsForm } from '../../features/school/components/school-settings-form';

/** /dashboard/school-settings: the owner edits the school's facts (docs/decisions/0281). */
export const SchoolSettingsPage = guarded(function SchoolSettings() {
  const { t } = useTranslation();
  // The form starts from a fresh read, never from a copy another tab or process has since changed.
  const query = useQuery({ ...schoolQueryOptions(), refetchOnMount: 'always' });
  return (
    <DashboardSection title={t('schoolSettings.title')} intro={t('schoolSettings.intro')} narrow>
      <QueryView query={query} fresh errorText={() => t('schoolSettings.loadFailed')}>
        {(school) => <SchoolSettingsForm school={school} />}
      </QueryView>
    </DashboardSection>
  );
}, isOwner);
