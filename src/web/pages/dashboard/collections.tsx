import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { CollectionsReport } from '#web/features/reports/components/collections-report.tsx';

/** /dashboard/collections: the office sees what came in over a range of days, by method, and downloads it. */
export const CollectionsPage = guardedSection(
  { title: 'reports.collections.title', intro: 'reports.collections.intro' },
  CollectionsReport,
  hasRole('admin'),
);
