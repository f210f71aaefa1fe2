import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { guarded, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { Roster } from '#web/features/attendance/components/roster.tsx';
import { useBatch } from '#web/features/batches/api/teaching.ts';
import { BatchNoticeForm } from '#web/features/notices/components/batch-notice-form.tsx';
import { batchesTexts } from '#web/features/batches/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { noticesTexts } from '#web/features/notices/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [batchesTexts, dashboardTexts, noticesTexts];

/**
 * /dashboard/roster/:batchId/:date: one session's roster, where its teacher (or the office) marks
 * attendance, and a notice to the whole batch (a session moved, the ground flooded).
 */
export const RosterPage = guarded(
  function RosterOfSession() {
    const { t } = useTranslation();
    const { batchId = '', date = '' } = useParams();
    const batch = useBatch(batchId);
    return (
      <DashboardSection title={t('teaching.rosterTitle')} intro={t('teaching.rosterIntro')}>
        <Roster batchId={batchId} batch={batch} date={date} />
        <BatchNoticeForm batchId={batchId} />
      </DashboardSection>
    );
  },
  hasRole('teacher', 'admin'),
);
