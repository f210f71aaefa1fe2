import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, NonIndexRouteObject, RouteObject } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CommonLayout } from './layouts/common-layout';
import { ErrorPage } from '#web/pages/error-page.tsx';
import { HomePage } from '#web/pages/home.tsx';
import { loadChunk } from '#web/lib/load-chunk.ts';
import { courseQueryOptions } from '#web/features/courses/api/get-course.ts';
import { coursesQueryOptions } from '#web/features/courses/api/get-courses.ts';
import { blogQueryOptions } from '#web/features/blogs/api/get-blog.ts';
import { blogsQueryOptions, HOME_BLOGS, publicBlogPage } from '#web/features/blogs/api/get-blogs.ts';
import { signsQueryOptions } from '#web/features/signs/api/get-signs.ts';
import { signInOptionsQueryOptions } from '#web/features/auth/api/sign-in-options.ts';
import { schoolQueryOptions } from '#web/features/school/api/get-school.ts';
import { receiptCheckQueryOptions } from '#web/features/receipts/api/check-receipt.ts';
import { refundCheckQueryOptions } from '#web/features/refunds/api/check-refund.ts';
import { certificateCheckQueryOptions } from '#web/features/verification/api/check-certificate.ts';

/**
 * What the app's routes are built around: the query cache pages read their data from, and the
 * address a followed link is opening (the browser's address bar still shows the previous one), for
 * a page file that has to be fetched afresh.
 */
export interface RouteEnv {
  queryClient: QueryClient;
  pendingAddress: () => string | undefined;
}

/**
 * How the browser takes over a page the server drew. A page to read (courses, a course, the home
 * page) is complete without its script, so the app is fetched only when the visitor first acts
 * (a touch, a scroll, a key): a phone that only reads pays for no script at all. A page with a
 * form is taken over at once, since typing into a field the app has not wired up would be lost.
 */
export type Wake = 'now' | 'intent';

/** The handle that marks a page the server draws in full, and when the browser takes it over. */
export interface ServerRendered {
  serverRendered: true;
  wake: Wake;
}

/**
 * Public pages the server draws in full: their content is in the first HTML, and the browser
 * takes over from there. Pages behind a sign-in, and those that depend on the browser alone (a
 * thank-you after a booking, a sign-out), are drawn in the browser.
 */
export function serverRendered(handle: unknown): ServerRendered | null {
  const h = handle as Partial<ServerRendered> | undefined;
  return h?.serverRendered === true ? (h as ServerRendered) : null;
}

/** A query's options as its feature exports them (`…QueryOptions()`), whatever its data. */
type AnyQuery = { queryKey: QueryKey };

/**
 * A page's loader: the queries the page reads, fetched before it shows (into the cache the page's
 * hooks read, so it draws complete, on the server and on a followed link alike). A query that fails
 * is left to the page, which shows its own error and retry.
 */
function prefetch(env: RouteEnv, queries: (args: LoaderFunctionArgs) => AnyQuery[]) {
  return async (args: LoaderFunctionArgs) => {
    await Promise.all(
      queries(args).map((q) => env.queryClient.prefetchQuery(q as Parameters<QueryClient['prefetchQuery']>[0])),
    );
    return null;
  };
}

/**
 * A route whose page is its own chunk, downloaded when the route is first opened: every page but
 * the home page, so a visitor downloads only the pages they open and dashboard pages are never
 * part of the public bundle. A file that fails to arrive reloads the page once (loadChunk).
 */
function lazyPage(env: RouteEnv, path: string, load: () => Promise<ComponentType>): NonIndexRouteObject {
  return { path, lazy: async () => ({ Component: await loadChunk(load, env.pendingAddress) }) };
}

/** A dashboard page that so far only says what will be there. */
function placeholder(env: RouteEnv, path: string, page: 'statistics' | 'refund'): RouteObject {
  return lazyPage(env, path, async () => {
    const { PlaceholderPage } = await import('#web/pages/dashboard/placeholder.tsx');
    return () => <PlaceholderPage page={page} />;
  });
}

/** The routes of the whole app, around one query cache. */
export function createRoutes(env: RouteEnv): RouteObject[] {
  const drawn = (wake: Wake) => (route: RouteObject, queries?: (args: LoaderFunctionArgs) => AnyQuery[]) =>
    ({
      ...route,
      handle: { serverRendered: true, wake } satisfies ServerRendered,
      ...(queries ? { loader: prefetch(env, queries) } : {}),
    }) as RouteObject;
  /** A page to read: drawn by the server, taken over when the visitor first acts. */
  const ssr = drawn('intent');
  /** A page with a form: drawn by the server, taken over at once. */
  const ssrForm = drawn('now');

  const publicRoutes: RouteObject[] = [
    ssr({ index: true, Component: HomePage }, () => [coursesQueryOptions(), blogsQueryOptions(HOME_BLOGS)]),
    ssr(
      lazyPage(env, 'courses', async () => (await import('#web/pages/courses.tsx')).CoursesPage),
      () => [coursesQueryOptions()],
    ),
    ssr(
      lazyPage(env, 'course/:cid', async () => (await import('#web/pages/course-detail.tsx')).CourseDetailPage),
      ({ params }) => [courseQueryOptions(params.cid ?? '')],
    ),
    ssr(lazyPage(env, 'about', async () => (await import('#web/pages/about.tsx')).AboutPage)),
    ssrForm(lazyPage(env, 'contact', async () => (await import('#web/pages/contact.tsx')).ContactPage)),
    lazyPage(env, 'thankyou', async () => (await import('#web/pages/thankyou.tsx')).ThankYouPage),
    // Practice draws random questions and answers taps, so the browser draws it (docs/decisions/0330).
    lazyPage(env, 'practice', async () => (await import('#web/pages/practice.tsx')).PracticePage),
    ssr(
      lazyPage(env, 'sign1', async () => (await import('#web/pages/signs.tsx')).SignOnePage),
      ({ request }) => [signsQueryOptions(new URL(request.url).searchParams.get('q') ?? '')],
    ),
    ssr(
      lazyPage(env, 'sign2', async () => (await import('#web/pages/signs.tsx')).SignTwoPage),
      ({ request }) => [signsQueryOptions(new URL(request.url).searchParams.get('q') ?? '')],
    ),
    ssrForm(
      lazyPage(env, 'login', async () => (await import('#web/pages/login.tsx')).LoginPage),
      () => [signInOptionsQueryOptions()],
    ),
    lazyPage(env, 'login/two-factor', async () => (await import('#web/pages/two-factor.tsx')).TwoFactorPage),
    lazyPage(env, 'two-factor/setup', async () => (await import('#web/pages/two-factor-setup.tsx')).TwoFactorSetupPage),
    ssrForm(
      lazyPage(env, 'signup', async () => (await import('#web/pages/signup.tsx')).SignupPage),
      () => [signInOptionsQueryOptions()],
    ),
    lazyPage(env, 'email-verified', async () => (await import('#web/pages/email-verified.tsx')).EmailVerifiedPage),
    lazyPage(env, 'logout', async () => (await import('#web/pages/logout.tsx')).LogoutPage),
    ssrForm(lazyPage(env, 'verification', async () => (await import('#web/pages/verification.tsx')).VerificationPage)),
    // The public check of a receipt number (the receipt's QR code opens it): only what the paper shows.
    ssr(
      lazyPage(env, 'receipt/:number', async () => (await import('#web/pages/receipt-check.tsx')).ReceiptCheckPage),
      ({ params }) => [receiptCheckQueryOptions(params.number ?? '')],
    ),
    // The public check of a refund number (the refund paper's QR code opens it).
    ssr(
      lazyPage(env, 'refund/:number', async () => (await import('#web/pages/refund-check.tsx')).RefundCheckPage),
      ({ params }) => [refundCheckQueryOptions(params.number ?? '')],
    ),
    // The public check of a certificate serial (the certificate's QR code opens it).
    ssr(
      lazyPage(
        env,
        'verify/:serial',
        async () => (await import('#web/pages/certificate-check.tsx')).CertificateCheckPage,
      ),
      ({ params }) => [certificateCheckQueryOptions(params.serial ?? '')],
    ),
    ssr(
      lazyPage(env, 'blogs', async () => (await import('#web/pages/blogs.tsx')).BlogsPage),
      ({ request }) => [blogsQueryOptions(publicBlogPage(new URL(request.url).searchParams))],
    ),
    ssr(
      lazyPage(env, 'blog/:bid', async () => (await import('#web/pages/blog.tsx')).BlogPage),
      ({ params }) => [blogQueryOptions(params.bid ?? '')],
    ),
    // Booking and the order card: both behind the login guard inside the page.
    lazyPage(env, 'buy/:cid', async () => (await import('#web/pages/buy.tsx')).BuyPage),
    lazyPage(env, 'orderDetails/:oid', async () => (await import('#web/pages/order-details.tsx')).OrderDetailsPage),
    { path: '*', Component: ErrorPage },
  ];

  /** /dashboard/*: loaded only by signed-in users who open it; each page checks the role it needs. */
  const dashboardRoutes: RouteObject[] = [
    {
      index: true,
      lazy: async () => ({
        Component: await loadChunk(
          async () => (await import('#web/pages/dashboard/home.tsx')).DashboardHomePage,
          env.pendingAddress,
        ),
      }),
    },
    // Account security for everyone signed in: two-step sign-in, password, other devices.
    lazyPage(env, 'my-account', async () => (await import('#web/pages/dashboard/my-account.tsx')).MyAccountPage),
    placeholder(env, 'statistics', 'statistics'),
    // A student's refund requests; the office's list, which the owner decides.
    lazyPage(env, 'refund', async () => (await import('#web/pages/dashboard/refund.tsx')).RefundPage),
    lazyPage(env, 'my-profile', async () => (await import('#web/pages/dashboard/my-profile.tsx')).MyProfilePage),
    lazyPage(env, 'manage-users', async () => (await import('#web/pages/dashboard/manage-users.tsx')).ManageUsersPage),
    lazyPage(
      env,
      'manage-users/user-details/:sid',
      async () => (await import('#web/pages/dashboard/user-details.tsx')).UserDetailsPage,
    ),
    lazyPage(env, 'add-course', async () => (await import('#web/pages/dashboard/add-course.tsx')).AddCoursePage),
    lazyPage(
      env,
      'manage-course',
      async () => (await import('#web/pages/dashboard/manage-course.tsx')).ManageCoursePage,
    ),
    lazyPage(
      env,
      'manage-course/edit-course/:cid',
      async () => (await import('#web/pages/dashboard/edit-course.tsx')).EditCoursePage,
    ),
    lazyPage(env, 'add-blogs', async () => (await import('#web/pages/dashboard/add-blogs.tsx')).AddBlogsPage),
    lazyPage(env, 'manage-blogs', async () => (await import('#web/pages/dashboard/manage-blogs.tsx')).ManageBlogsPage),
    lazyPage(
      env,
      'manage-blogs/edit-blog/:bid',
      async () => (await import('#web/pages/dashboard/edit-blog.tsx')).EditBlogPage,
    ),
    lazyPage(env, 'my-course', async () => (await import('#web/pages/dashboard/my-course.tsx')).MyCoursePage),
    lazyPage(env, 'enquiries', async () => (await import('#web/pages/dashboard/enquiries.tsx')).EnquiriesPage),
    lazyPage(env, 'messages', async () => (await import('#web/pages/dashboard/messages.tsx')).MessagesPage),
    lazyPage(env, 'activity', async () => (await import('#web/pages/dashboard/activity.tsx')).ActivityPage),
    lazyPage(
      env,
      'school-settings',
      async () => (await import('#web/pages/dashboard/school-settings.tsx')).SchoolSettingsPage,
    ),
    lazyPage(env, 'manage-order', async () => (await import('#web/pages/dashboard/manage-order.tsx')).ManageOrderPage),
    lazyPage(
      env,
      'manage-order/edit-order/:oid',
      async () => (await import('#web/pages/dashboard/edit-order.tsx')).EditOrderPage,
    ),
    lazyPage(env, 'payments', async () => (await import('#web/pages/dashboard/payments.tsx')).PaymentsPage),
    lazyPage(env, 'receipt/:id', async () => (await import('#web/pages/dashboard/receipt.tsx')).ReceiptPage),
    lazyPage(env, 'roster/:batchId/:date', async () => (await import('#web/pages/dashboard/roster.tsx')).RosterPage),
    // The office's batches: the list with a new batch and the vehicles, and one batch.
    lazyPage(env, 'batches', async () => (await import('#web/pages/dashboard/batches.tsx')).BatchesPage),
    lazyPage(env, 'batches/:id', async () => (await import('#web/pages/dashboard/batch.tsx')).BatchPage),
    // The office's money pages.
    lazyPage(env, 'dues', async () => (await import('#web/pages/dashboard/dues.tsx')).DuesPage),
    lazyPage(env, 'collections', async () => (await import('#web/pages/dashboard/collections.tsx')).CollectionsPage),
    // The owner's coupons.
    lazyPage(env, 'coupons', async () => (await import('#web/pages/dashboard/coupons.tsx')).CouponsPage),
    // BRTA test appointments (the office's) and the skill checklists (the owner's).
    lazyPage(env, 'tests', async () => (await import('#web/pages/dashboard/tests.tsx')).TestsPage),
    lazyPage(env, 'skills', async () => (await import('#web/pages/dashboard/skills.tsx')).SkillsPage),
    // Theory tests: a student's mock tests and history; the question bank for teachers and the office.
    lazyPage(env, 'theory', async () => (await import('#web/pages/dashboard/theory.tsx')).TheoryPage),
    lazyPage(env, 'questions', async () => (await import('#web/pages/dashboard/questions.tsx')).QuestionsPage),
    { path: '*', Component: ErrorPage },
  ];

  return [
    {
      path: '/',
      Component: CommonLayout,
      ErrorBoundary: ErrorPage,
      // Every public page's footer lists the courses and the school's facts.
      loader: prefetch(env, () => [coursesQueryOptions(), schoolQueryOptions()]),
      children: publicRoutes,
    },
    // Outside the common layout: the password reset pages and the dashboard.
    {
      ...lazyPage(env, '/reset', async () => (await import('#web/pages/reset.tsx')).ResetPage),
      ErrorBoundary: ErrorPage,
    },
    {
      ...lazyPage(env, '/reset/new', async () => (await import('#web/pages/reset-new.tsx')).ResetNewPasswordPage),
      ErrorBoundary: ErrorPage,
    },
    {
      ...lazyPage(env, '/dashboard', async () => (await import('./layouts/dashboard-layout')).DashboardLayout),
      ErrorBoundary: ErrorPage,
      children: dashboardRoutes,
    },
  ];
}
