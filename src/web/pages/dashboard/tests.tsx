import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { UpcomingTests } from '#web/features/batches/components/upcoming-tests.tsx';

/** /dashboard/tests: the office's BRTA test appointments from a day on, each opening its order. */
export const TestsPage = guardedSection(
  { title: 'roadTests.page.title', intro: 'roadTests.page.intro' },
  UpcomingTests,
  hasRole('admin'),
);
