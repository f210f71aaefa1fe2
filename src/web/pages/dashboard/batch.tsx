import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { QueryView } from '#web/components/ui/query-view.tsx';
import { paths } from '#web/config/paths.ts';
import { guarded, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { useBatch } from '#web/features/batches/api/teaching.ts';
import { BatchDetailView } from '#web/features/batches/components/batch-detail.tsx';
import { BatchNoticeForm } from '#web/features/notices/components/batch-notice-form.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { isNotFound } from '#web/lib/api.ts';
import { batchesTexts } from '#web/features/batches/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { noticesTexts } from '#web/features/notices/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [batchesTexts, dashboardTexts, noticesTexts];

/** /dashboard/batches/:id: one batch for the office: its facts, roster, a student placed by OID, its sessions. */
export const BatchPage = guarded(function BatchOfOffice() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const batch = useBatch(id);
  const back = { to: paths.batches, label: t('batchesAdmin.detail.back') };
  return (
    <DashboardSection
      title={t('batchesAdmin.detail.title')}
      action={
        <Link to={back.to} className={buttonStyles.secondary}>
          {back.label}
        </Link>
      }
    >
      <QueryView
        query={batch}
        back={back}
        errorText={(err) => (isNotFound(err) ? t('batchesAdmin.detail.notFound') : errorText(err))}
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <BatchDetailView batch={data} />
            <BatchNoticeForm batchId={data.id} />
          </div>
        )}
      </QueryView>
    </DashboardSection>
  );
}, hasRole('admin'));
