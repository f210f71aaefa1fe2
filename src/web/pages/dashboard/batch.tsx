import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/ui/button-styles';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { QueryView } from '../../components/ui/query-view';
import { paths } from '../../config/paths';
import { guarded, hasRole } from '../../features/auth/components/require-auth';
import { useBatch } from '../../features/batches/api/teaching';
import { BatchDetailView } from '../../features/batches/components/batch-detail';
import { BatchNoticeForm } from '../../features/notices/components/batch-notice-form';
import { errorText } from '../../lib/error-text';
import { isNotFound } from '../../lib/api';

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
