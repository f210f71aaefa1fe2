import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { guarded, hasRole } from '../../features/auth/components/require-auth';
import { Roster } from '../../features/batches/components/roster';
import { BatchNoticeForm } from '../../features/notices/components/batch-notice-form';

/**
 * /dashboard/roster/:batchId/:date: one session's roster, where its teacher (or the office) marks
 * attendance, and a notice to the whole batch (a session moved, the ground flooded).
 */
export const RosterPage = guarded(
  function RosterOfSession() {
    const { t } = useTranslation();
    const { batchId = '', date = '' } = useParams();
    return (
      <DashboardSection title={t('teaching.rosterTitle')} intro={t('teaching.rosterIntro')}>
        <Roster batchId={batchId} date={date} />
        <BatchNoticeForm batchId={batchId} />
      </DashboardSection>
    );
  },
  hasRole('teacher', 'admin'),
);
