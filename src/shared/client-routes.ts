import { pageOfPath } from './language';

/**
 * Every page address the single-page app answers, as React Router patterns (`:name` is one path
 * segment). The server serves the app for these with 200 and for any other address with 404 (the
 * app then shows its own error page); a test keeps this list and the router's tree the same.
 */
export const CLIENT_ROUTES = [
  '/',
  '/courses',
  '/course/:cid',
  '/about',
  '/contact',
  '/thankyou',
  '/sign1',
  '/sign2',
  '/login',
  '/login/two-factor',
  '/two-factor/setup',
  '/signup',
  '/email-verified',
  '/logout',
  '/verification',
  '/receipt/:number',
  '/refund/:number',
  '/verify/:serial',
  '/blogs',
  '/blog/:bid',
  '/buy/:cid',
  '/orderDetails/:oid',
  '/reset',
  '/reset/new',
  '/dashboard',
  '/dashboard/my-account',
  '/dashboard/statistics',
  '/dashboard/refund',
  '/dashboard/my-profile',
  '/dashboard/manage-users',
  '/dashboard/manage-users/user-details/:sid',
  '/dashboard/add-course',
  '/dashboard/manage-course',
  '/dashboard/manage-course/edit-course/:cid',
  '/dashboard/add-blogs',
  '/dashboard/manage-blogs',
  '/dashboard/manage-blogs/edit-blog/:bid',
  '/dashboard/my-course',
  '/dashboard/enquiries',
  '/dashboard/messages',
  '/dashboard/activity',
  '/dashboard/school-settings',
  '/dashboard/manage-order',
  '/dashboard/manage-order/edit-order/:oid',
  '/dashboard/payments',
  '/dashboard/receipt/:id',
  '/dashboard/roster/:batchId/:date',
  // The office's batches.
  '/dashboard/batches',
  '/dashboard/batches/:id',
  // The office's money pages.
  '/dashboard/dues',
  '/dashboard/collections',
  '/dashboard/coupons',
  // BRTA tests and skill checklists.
  '/dashboard/tests',
  '/dashboard/skills',
  // Theory tests: practice for anyone, mock tests and the question bank behind a sign-in.
  '/practice',
  '/dashboard/theory',
  '/dashboard/questions',
] as const;

const matchers = CLIENT_ROUTES.map(
  (pattern) =>
    new RegExp(
      `^${pattern
        .split('/')
        .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/')}/?$`,
      // React Router matches paths without regard to case.
      'i',
    ),
);

/**
 * Whether the app has a page at `pathname` (the path only, no query; still percent-encoded), in
 * either language: every page is also under `/bn`.
 */
export function isClientRoute(pathname: string): boolean {
  const page = pageOfPath(pathname);
  return matchers.some((m) => m.test(page));
}
