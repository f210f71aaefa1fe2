import { guardedSection, hasRole } from '../../features/auth/components/require-auth';
import { CollectionsReport } from '../../features/reports/components/collections-report';

/** /dashboard/collections: the office sees what came in over a range of days, by method, and downloads it. */
export const CollectionsPage = guardedSection(
  { title: 'reports.collections.title', intro: 'reports.collections.intro' },
  CollectionsReport,
  hasRole('admin'),
);
