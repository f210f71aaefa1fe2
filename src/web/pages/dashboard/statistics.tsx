import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { StatisticsReport } from '#web/features/reports/components/statistics.tsx';

/** /dashboard/statistics: the owner's month, stage by stage and in money, against the month before. */
export const StatisticsPage = guardedSection(
  { title: 'reports.statistics.title', intro: 'reports.statistics.intro' },
  StatisticsReport,
  isOwner,
);
