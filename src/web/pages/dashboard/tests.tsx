import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { UpcomingTests } from '#web/features/road-tests/components/upcoming-tests.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { roadTestsTexts } from '#web/features/road-tests/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, roadTestsTexts];

/** /dashboard/tests: the office's BRTA test appointments from a day on, each opening its order. */
export const TestsPage = guardedSection(
  { title: 'roadTests.page.title', intro: 'roadTests.page.intro' },
  UpcomingTests,
  hasRole('admin'),
);
