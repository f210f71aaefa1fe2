import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { QueryView } from '#web/components/ui/query-view.tsx';
import { guarded, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { schoolQueryOptions } from '#web/features/school/api/get-school.ts';
import { SchoolSettingsForm } from '#web/features/school/components/school-settings-form.tsx';
import { contactTexts } from '#web/features/contact/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { schoolTexts } from '#web/features/school/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [contactTexts, dashboardTexts, schoolTexts];

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
