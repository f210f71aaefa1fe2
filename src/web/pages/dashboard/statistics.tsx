import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { StatisticsReport } from '#web/features/reports/components/statistics.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { reportsTexts } from '#web/features/reports/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, reportsTexts];

/** /dashboard/statistics: the owner's month, stage by stage and in money, against the month before. */
export const StatisticsPage = guardedSection(
  { title: 'reports.statistics.title', intro: 'reports.statistics.intro' },
  StatisticsReport,
  isOwner,
);
