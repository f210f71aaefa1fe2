import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { paths } from '#web/config/paths.ts';
import { useAccounts } from '#web/features/accounts/api/get-accounts.ts';
import { guarded, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { BatchList } from '#web/features/batches/components/batch-list.tsx';
import { NewBatchForm } from '#web/features/batches/components/new-batch-form.tsx';
import { useVehicles } from '#web/features/vehicles/api/get-vehicles.ts';
import { Vehicles } from '#web/features/vehicles/components/vehicles.tsx';
import { useCourses } from '#web/features/courses/api/get-courses.ts';
import { batchesTexts } from '#web/features/batches/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { vehiclesTexts } from '#web/features/vehicles/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [batchesTexts, dashboardTexts, vehiclesTexts];

/**
 * /dashboard/batches: the office's batches (each opening its page), the form for a new one (the
 * courses from the catalogue, the teachers from the accounts), and the vehicles and workshop bays
 * a batch can be given. A new batch opens its own page, where students are placed.
 */
export const BatchesPage = guarded(function Batches() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const courses = useCourses().data ?? [];
  const teachers = useAccounts({ role: 'teacher', sort: 'name' }).data?.items ?? [];
  const vehicles = useVehicles().data;
  return (
    <DashboardSection
      title={t('batchesAdmin.title')}
      intro={t('batchesAdmin.intro')}
      action={
        <div className="flex flex-wrap gap-2">
          <a href="#new-batch" className={buttonStyles.primary}>
            {t('batchesAdmin.newBatchLink')}
          </a>
          <a href="#vehicles" className={buttonStyles.secondary}>
            {t('batchesAdmin.vehiclesLink')}
          </a>
        </div>
      }
    >
      <BatchList />
      <NewBatchForm
        courses={courses}
        teachers={teachers}
        vehicles={vehicles}
        onCreated={(batch) => void navigate(paths.batch(batch.id))}
      />
      <Vehicles />
    </DashboardSection>
  );
}, hasRole('admin'));
