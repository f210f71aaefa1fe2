import { guardedSection, hasRole } from '../../features/auth/components/require-auth';
import { UpcomingTests } from '../../features/batches/components/upcoming-tests';

/** /dashboard/tests: the office's BRTA test appointments from a day on, each opening its order. */
export const TestsPage = guardedSection(
  { title: 'roadTests.page.title', intro: 'roadTests.page.intro' },
  UpcomingTests,
  hasRole('admin'),
);
