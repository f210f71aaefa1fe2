import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, NonIndexRouteObject, RouteObject } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CommonLayout } from './layouts/common-layout';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home';
import { loadChunk } from '../lib/load-chunk';
import { courseQueryOptions } from '../features/courses/api/get-course';
import { coursesQueryOptions } from '../features/courses/api/get-courses';
import { blogQueryOptions } from '../features/blogs/api/get-blog';
import { blogsQueryOptions, HOME_BLOGS, publicBlogPage } from '../features/blogs/api/get-blogs';
import { signsQueryOptions } from '../features/signs/api/get-signs';
import { signInOptionsQueryOptions } from '../features/auth/api/sign-in-options';
import { schoolQueryOptions } from '../features/school/api/get-school';
import { receiptCheckQueryOptions } from '../features/receipts/api/check-receipt';
import { certificateCheckQueryOptions } from '../features/verification/api/check-certificate';

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
    const { PlaceholderPage } = await import('../pages/dashboard/placeholder');
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
      lazyPage(env, 'courses', async () => (await import('../pages/courses')).CoursesPage),
      () => [coursesQueryOptions()],
    ),
    ssr(
      lazyPage(env, 'course/:cid', async () => (await import('../pages/course-detail')).CourseDetailPage),
      ({ params }) => [courseQueryOptions(params.cid ?? '')],
    ),
    ssr(lazyPage(env, 'about', async () => (await import('../pages/about')).AboutPage)),
    ssrForm(lazyPage(env, 'contact', async () => (await import('../pages/contact')).ContactPage)),
    lazyPage(env, 'thankyou', async () => (await import('../pages/thankyou')).ThankYouPage),
    // Practice draws random questions and answers taps, so the browser draws it (docs/decisions/0330).
    lazyPage(env, 'practice', async () => (await import('../pages/practice')).PracticePage),
    ssr(
      lazyPage(env, 'sign1', async () => (await import('../pages/signs')).SignOnePage),
      ({ request }) => [signsQueryOptions(new URL(request.url).searchParams.get('q') ?? '')],
    ),
    ssr(
      lazyPage(env, 'sign2', async () => (await import('../pages/signs')).SignTwoPage),
      ({ request }) => [signsQueryOptions(new URL(request.url).searchParams.get('q') ?? '')],
    ),
    ssrForm(
      lazyPage(env, 'login', async () => (await import('../pages/login')).LoginPage),
      () => [signInOptionsQueryOptions()],
    ),
    lazyPage(env, 'login/two-factor', async () => (await import('../pages/two-factor')).TwoFactorPage),
    lazyPage(env, 'two-factor/setup', async () => (await import('../pages/two-factor-setup')).TwoFactorSetupPage),
    ssrForm(
      lazyPage(env, 'signup', async () => (await import('../pages/signup')).SignupPage),
      () => [signInOptionsQueryOptions()],
    ),
    lazyPage(env, 'email-verified', async () => (await import('../pages/email-verified')).EmailVerifiedPage),
    lazyPage(env, 'logout', async () => (await import('../pages/logout')).LogoutPage),
    ssrForm(lazyPage(env, 'verification', async () => (await import('../pages/verification')).VerificationPage)),
    // The public check of a receipt number (the receipt's QR code opens it): only what the paper shows.
    ssr(
      lazyPage(env, 'receipt/:number', async () => (await import('../pages/receipt-check')).ReceiptCheckPage),
      ({ params }) => [receiptCheckQueryOptions(params.number ?? '')],
    ),
    // The public check of a certificate serial (the certificate's QR code opens it).
    ssr(
      lazyPage(env, 'verify/:serial', async () => (await import('../pages/certificate-check')).CertificateCheckPage),
      ({ params }) => [certificateCheckQueryOptions(params.serial ?? '')],
    ),
    ssr(
      lazyPage(env, 'blogs', async () => (await import('../pages/blogs')).BlogsPage),
      ({ request }) => [blogsQueryOptions(publicBlogPage(new URL(request.url).searchParams))],
    ),
    ssr(
      lazyPage(env, 'blog/:bid', async () => (await import('../pages/blog')).BlogPage),
      ({ params }) => [blogQueryOptions(params.bid ?? '')],
    ),
    // Booking and the order card: both behind the login guard inside the page.
    lazyPage(env, 'buy/:cid', async () => (await import('../pages/buy')).BuyPage),
    lazyPage(env, 'orderDetails/:oid', async () => (await import('../pages/order-details')).OrderDetailsPage),
    { path: '*', Component: ErrorPage },
  ];

  /** /dashboard/*: loaded only by signed-in users who open it; each page checks the role it needs. */
  const dashboardRoutes: RouteObject[] = [
    {
      index: true,
      lazy: async () => ({
        Component: await loadChunk(
          async () => (await import('../pages/dashboard/home')).DashboardHomePage,
          env.pendingAddress,
        ),
      }),
    },
    // Account security for everyone signed in: two-step sign-in, password, other devices.
    lazyPage(env, 'my-account', async () => (await import('../pages/dashboard/my-account')).MyAccountPage),
    placeholder(env, 'statistics', 'statistics'),
    placeholder(env, 'refund', 'refund'),
    lazyPage(env, 'my-profile', async () => (await import('../pages/dashboard/my-profile')).MyProfilePage),
    lazyPage(env, 'manage-users', async () => (await import('../pages/dashboard/manage-users')).ManageUsersPage),
    lazyPage(
      env,
      'manage-users/user-details/:sid',
      async () => (await import('../pages/dashboard/user-details')).UserDetailsPage,
    ),
    lazyPage(env, 'add-course', async () => (await import('../pages/dashboard/add-course')).AddCoursePage),
    lazyPage(env, 'manage-course', async () => (await import('../pages/dashboard/manage-course')).ManageCoursePage),
    lazyPage(
      env,
      'manage-course/edit-course/:cid',
      async () => (await import('../pages/dashboard/edit-course')).EditCoursePage,
    ),
    lazyPage(env, 'add-blogs', async () => (await import('../pages/dashboard/add-blogs')).AddBlogsPage),
    lazyPage(env, 'manage-blogs', async () => (await import('../pages/dashboard/manage-blogs')).ManageBlogsPage),
    lazyPage(
      env,
      'manage-blogs/edit-blog/:bid',
      async () => (await import('../pages/dashboard/edit-blog')).EditBlogPage,
    ),
    lazyPage(env, 'my-course', async () => (await import('../pages/dashboard/my-course')).MyCoursePage),
    lazyPage(env, 'enquiries', async () => (await import('../pages/dashboard/enquiries')).EnquiriesPage),
    lazyPage(env, 'messages', async () => (await import('../pages/dashboard/messages')).MessagesPage),
    lazyPage(env, 'activity', async () => (await import('../pages/dashboard/activity')).ActivityPage),
    lazyPage(
      env,
      'school-settings',
      async () => (await import('../pages/dashboard/school-settings')).SchoolSettingsPage,
    ),
    lazyPage(env, 'manage-order', async () => (await import('../pages/dashboard/manage-order')).ManageOrderPage),
    lazyPage(
      env,
      'manage-order/edit-order/:oid',
      async () => (await import('../pages/dashboard/edit-order')).EditOrderPage,
    ),
    lazyPage(env, 'payments', async () => (await import('../pages/dashboard/payments')).PaymentsPage),
    lazyPage(env, 'receipt/:id', async () => (await import('../pages/dashboard/receipt')).ReceiptPage),
    lazyPage(env, 'roster/:batchId/:date', async () => (await import('../pages/dashboard/roster')).RosterPage),
    // The office's batches: the list with a new batch and the vehicles, and one batch.
    lazyPage(env, 'batches', async () => (await import('../pages/dashboard/batches')).BatchesPage),
    lazyPage(env, 'batches/:id', async () => (await import('../pages/dashboard/batch')).BatchPage),
    // The office's money pages.
    lazyPage(env, 'dues', async () => (await import('../pages/dashboard/dues')).DuesPage),
    lazyPage(env, 'collections', async () => (await import('../pages/dashboard/collections')).CollectionsPage),
    // The owner's coupons.
    lazyPage(env, 'coupons', async () => (await import('../pages/dashboard/coupons')).CouponsPage),
    // BRTA test appointments (the office's) and the skill checklists (the owner's).
    lazyPage(env, 'tests', async () => (await import('../pages/dashboard/tests')).TestsPage),
    lazyPage(env, 'skills', async () => (await import('../pages/dashboard/skills')).SkillsPage),
    // Theory tests: a student's mock tests and history; the question bank for teachers and the office.
    lazyPage(env, 'theory', async () => (await import('../pages/dashboard/theory')).TheoryPage),
    lazyPage(env, 'questions', async () => (await import('../pages/dashboard/questions')).QuestionsPage),
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
      ...lazyPage(env, '/reset', async () => (await import('../pages/reset')).ResetPage),
      ErrorBoundary: ErrorPage,
    },
    {
      ...lazyPage(env, '/reset/new', async () => (await import('../pages/reset-new')).ResetNewPasswordPage),
      ErrorBoundary: ErrorPage,
    },
    {
      ...lazyPage(env, '/dashboard', async () => (await import('./layouts/dashboard-layout')).DashboardLayout),
      ErrorBoundary: ErrorPage,
      children: dashboardRoutes,
    },
  ];
}
