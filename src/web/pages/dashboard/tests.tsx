import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { UpcomingTests } from '#web/features/batches/components/upcoming-tests.tsx';
import { batchesTexts } from '#web/features/batches/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [batchesTexts, dashboardTexts];

/** /dashboard/tests: the office's BRTA test appointments from a day on, each opening its order. */
export const TestsPage = guardedSection(
  { title: 'roadTests.page.title', intro: 'roadTests.page.intro' },
  UpcomingTests,
  hasRole('admin'),
);
