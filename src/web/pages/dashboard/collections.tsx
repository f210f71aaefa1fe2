import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { CollectionsReport } from '#web/features/reports/components/collections-report.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';
import { reportsTexts } from '#web/features/reports/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, paymentsTexts, reportsTexts];

/** /dashboard/collections: the office sees what came in over a range of days, by method, and downloads it. */
export const CollectionsPage = guardedSection(
  { title: 'reports.collections.title', intro: 'reports.collections.intro' },
  CollectionsReport,
  hasRole('admin'),
);
