import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, NonIndexRouteObject, RouteObject } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CommonLayout, texts as commonLayoutTexts } from './layouts/common-layout';
import { ErrorPage } from '#web/pages/error-page.tsx';
import { HomePage, texts as homePageTexts } from '#web/pages/home.tsx';
import { addTexts, type FeatureTexts } from '#web/lib/i18n.ts';
import { loadChunk } from '#web/lib/load-chunk.ts';
import { courseQueryOptions } from '#web/features/courses/api/get-course.ts';
import { coursesQueryOptions } from '#web/features/courses/api/get-courses.ts';
import { blogQueryOptions } from '#web/features/blogs/api/get-blog.ts';
import { blogsQueryOptions, HOME_BLOGS, publicBlogPage } from '#web/features/blogs/api/get-blogs.ts';
import { signsQueryOptions } from '#web/features/signs/api/get-signs.ts';
import { signInOptionsQueryOptions } from '#web/features/auth/api/sign-in-options.ts';
import { schoolQueryOptions } from '#web/features/school/api/get-school.ts';
import { receiptCheckQueryOptions } from '#web/features/receipts/api/check-receipt.ts';
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
 * The texts of the layout and the page that are part of the app's first file (every other page
 * brings its own): added before the app first draws (loadPageLanguage).
 */
export const FIRST_TEXTS: readonly FeatureTexts[] = [...commonLayoutTexts, ...homePageTexts];

/** A page's file: the page, and the texts it shows (its `texts`, which its route adds before it draws). */
interface PageModule {
  texts?: readonly FeatureTexts[];
}

/**
 * A route whose page is its own chunk, downloaded when the route is first opened: every page but
 * the home page, so a visitor downloads only the pages they open and dashboard pages are never
 * part of the public bundle. A file that fails to arrive reloads the page once (loadChunk). The
 * page draws once its texts are there too (on a Bengali page, once their Bengali has arrived).
 */
function lazyPage<M extends PageModule>(
  env: RouteEnv,
  path: string,
  load: () => Promise<M>,
  page: (module: M) => ComponentType,
): NonIndexRouteObject {
  return { path, lazy: () => lazyRoute(env, load, page) };
}

async function lazyRoute<M extends PageModule>(
  env: RouteEnv,
  load: () => Promise<M>,
  page: (module: M) => ComponentType,
) {
  const module = await loadChunk(load, env.pendingAddress);
  await addTexts(module.texts ?? []);
  return { Component: page(module) };
}

/** A dashboard page that so far only says what will be there. */
function placeholder(env: RouteEnv, path: string, page: 'statistics' | 'refund'): RouteObject {
  return lazyPage(
    env,
    path,
    () => import('#web/pages/dashboard/placeholder.tsx'),
    ({ PlaceholderPage }) =>
      function Placeholder() {
        return <PlaceholderPage page={page} />;
      },
  );
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
      lazyPage(
        env,
        'courses',
        () => import('#web/pages/courses.tsx'),
        (m) => m.CoursesPage,
      ),
      () => [coursesQueryOptions()],
    ),
    ssr(
      lazyPage(
        env,
        'course/:cid',
        () => import('#web/pages/course-detail.tsx'),
        (m) => m.CourseDetailPage,
      ),
      ({ params }) => [courseQueryOptions(params.cid ?? '')],
    ),
    ssr(
      lazyPage(
        env,
        'about',
        () => import('#web/pages/about.tsx'),
        (m) => m.AboutPage,
      ),
    ),
    ssrForm(
      lazyPage(
        env,
        'contact',
        () => import('#web/pages/contact.tsx'),
        (m) => m.ContactPage,
      ),
    ),
    lazyPage(
      env,
      'thankyou',
      () => import('#web/pages/thankyou.tsx'),
      (m) => m.ThankYouPage,
    ),
    // Practice draws random questions and answers taps, so the browser draws it (docs/decisions/0330).
    lazyPage(
      env,
      'practice',
      () => import('#web/pages/practice.tsx'),
      (m) => m.PracticePage,
    ),
    ssr(
      lazyPage(
        env,
        'sign1',
        () => import('#web/pages/signs.tsx'),
        (m) => m.SignOnePage,
      ),
      ({ request }) => [signsQueryOptions(new URL(request.url).searchParams.get('q') ?? '')],
    ),
    ssr(
      lazyPage(
        env,
        'sign2',
        () => import('#web/pages/signs.tsx'),
        (m) => m.SignTwoPage,
      ),
      ({ request }) => [signsQueryOptions(new URL(request.url).searchParams.get('q') ?? '')],
    ),
    ssrForm(
      lazyPage(
        env,
        'login',
        () => import('#web/pages/login.tsx'),
        (m) => m.LoginPage,
      ),
      () => [signInOptionsQueryOptions()],
    ),
    lazyPage(
      env,
      'login/two-factor',
      () => import('#web/pages/two-factor.tsx'),
      (m) => m.TwoFactorPage,
    ),
    lazyPage(
      env,
      'two-factor/setup',
      () => import('#web/pages/two-factor-setup.tsx'),
      (m) => m.TwoFactorSetupPage,
    ),
    ssrForm(
      lazyPage(
        env,
        'signup',
        () => import('#web/pages/signup.tsx'),
        (m) => m.SignupPage,
      ),
      () => [signInOptionsQueryOptions()],
    ),
    lazyPage(
      env,
      'email-verified',
      () => import('#web/pages/email-verified.tsx'),
      (m) => m.EmailVerifiedPage,
    ),
    lazyPage(
      env,
      'logout',
      () => import('#web/pages/logout.tsx'),
      (m) => m.LogoutPage,
    ),
    ssrForm(
      lazyPage(
        env,
        'verification',
        () => import('#web/pages/verification.tsx'),
        (m) => m.VerificationPage,
      ),
    ),
    // The public check of a receipt number (the receipt's QR code opens it): only what the paper shows.
    ssr(
      lazyPage(
        env,
        'receipt/:number',
        () => import('#web/pages/receipt-check.tsx'),
        (m) => m.ReceiptCheckPage,
      ),
      ({ params }) => [receiptCheckQueryOptions(params.number ?? '')],
    ),
    // The public check of a certificate serial (the certificate's QR code opens it).
    ssr(
      lazyPage(
        env,
        'verify/:serial',
        () => import('#web/pages/certificate-check.tsx'),
        (m) => m.CertificateCheckPage,
      ),
      ({ params }) => [certificateCheckQueryOptions(params.serial ?? '')],
    ),
    ssr(
      lazyPage(
        env,
        'blogs',
        () => import('#web/pages/blogs.tsx'),
        (m) => m.BlogsPage,
      ),
      ({ request }) => [blogsQueryOptions(publicBlogPage(new URL(request.url).searchParams))],
    ),
    ssr(
      lazyPage(
        env,
        'blog/:bid',
        () => import('#web/pages/blog.tsx'),
        (m) => m.BlogPage,
      ),
      ({ params }) => [blogQueryOptions(params.bid ?? '')],
    ),
    // Booking and the order card: both behind the login guard inside the page.
    lazyPage(
      env,
      'buy/:cid',
      () => import('#web/pages/buy.tsx'),
      (m) => m.BuyPage,
    ),
    lazyPage(
      env,
      'orderDetails/:oid',
      () => import('#web/pages/order-details.tsx'),
      (m) => m.OrderDetailsPage,
    ),
    { path: '*', Component: ErrorPage },
  ];

  /** /dashboard/*: loaded only by signed-in users who open it; each page checks the role it needs. */
  const dashboardRoutes: RouteObject[] = [
    {
      index: true,
      lazy: () =>
        lazyRoute(
          env,
          () => import('#web/pages/dashboard/home.tsx'),
          (m) => m.DashboardHomePage,
        ),
    },
    // Account security for everyone signed in: two-step sign-in, password, other devices.
    lazyPage(
      env,
      'my-account',
      () => import('#web/pages/dashboard/my-account.tsx'),
      (m) => m.MyAccountPage,
    ),
    placeholder(env, 'statistics', 'statistics'),
    placeholder(env, 'refund', 'refund'),
    lazyPage(
      env,
      'my-profile',
      () => import('#web/pages/dashboard/my-profile.tsx'),
      (m) => m.MyProfilePage,
    ),
    lazyPage(
      env,
      'manage-users',
      () => import('#web/pages/dashboard/manage-users.tsx'),
      (m) => m.ManageUsersPage,
    ),
    lazyPage(
      env,
      'manage-users/user-details/:sid',
      () => import('#web/pages/dashboard/user-details.tsx'),
      (m) => m.UserDetailsPage,
    ),
    lazyPage(
      env,
      'add-course',
      () => import('#web/pages/dashboard/add-course.tsx'),
      (m) => m.AddCoursePage,
    ),
    lazyPage(
      env,
      'manage-course',
      () => import('#web/pages/dashboard/manage-course.tsx'),
      (m) => m.ManageCoursePage,
    ),
    lazyPage(
      env,
      'manage-course/edit-course/:cid',
      () => import('#web/pages/dashboard/edit-course.tsx'),
      (m) => m.EditCoursePage,
    ),
    lazyPage(
      env,
      'add-blogs',
      () => import('#web/pages/dashboard/add-blogs.tsx'),
      (m) => m.AddBlogsPage,
    ),
    lazyPage(
      env,
      'manage-blogs',
      () => import('#web/pages/dashboard/manage-blogs.tsx'),
      (m) => m.ManageBlogsPage,
    ),
    lazyPage(
      env,
      'manage-blogs/edit-blog/:bid',
      () => import('#web/pages/dashboard/edit-blog.tsx'),
      (m) => m.EditBlogPage,
    ),
    lazyPage(
      env,
      'my-course',
      () => import('#web/pages/dashboard/my-course.tsx'),
      (m) => m.MyCoursePage,
    ),
    lazyPage(
      env,
      'enquiries',
      () => import('#web/pages/dashboard/enquiries.tsx'),
      (m) => m.EnquiriesPage,
    ),
    lazyPage(
      env,
      'messages',
      () => import('#web/pages/dashboard/messages.tsx'),
      (m) => m.MessagesPage,
    ),
    lazyPage(
      env,
      'activity',
      () => import('#web/pages/dashboard/activity.tsx'),
      (m) => m.ActivityPage,
    ),
    lazyPage(
      env,
      'school-settings',
      () => import('#web/pages/dashboard/school-settings.tsx'),
      (m) => m.SchoolSettingsPage,
    ),
    lazyPage(
      env,
      'manage-order',
      () => import('#web/pages/dashboard/manage-order.tsx'),
      (m) => m.ManageOrderPage,
    ),
    lazyPage(
      env,
      'manage-order/edit-order/:oid',
      () => import('#web/pages/dashboard/edit-order.tsx'),
      (m) => m.EditOrderPage,
    ),
    lazyPage(
      env,
      'payments',
      () => import('#web/pages/dashboard/payments.tsx'),
      (m) => m.PaymentsPage,
    ),
    lazyPage(
      env,
      'receipt/:id',
      () => import('#web/pages/dashboard/receipt.tsx'),
      (m) => m.ReceiptPage,
    ),
    lazyPage(
      env,
      'roster/:batchId/:date',
      () => import('#web/pages/dashboard/roster.tsx'),
      (m) => m.RosterPage,
    ),
    // The office's batches: the list with a new batch and the vehicles, and one batch.
    lazyPage(
      env,
      'batches',
      () => import('#web/pages/dashboard/batches.tsx'),
      (m) => m.BatchesPage,
    ),
    lazyPage(
      env,
      'batches/:id',
      () => import('#web/pages/dashboard/batch.tsx'),
      (m) => m.BatchPage,
    ),
    // The office's money pages.
    lazyPage(
      env,
      'dues',
      () => import('#web/pages/dashboard/dues.tsx'),
      (m) => m.DuesPage,
    ),
    lazyPage(
      env,
      'collections',
      () => import('#web/pages/dashboard/collections.tsx'),
      (m) => m.CollectionsPage,
    ),
    // The owner's coupons.
    lazyPage(
      env,
      'coupons',
      () => import('#web/pages/dashboard/coupons.tsx'),
      (m) => m.CouponsPage,
    ),
    // BRTA test appointments (the office's) and the skill checklists (the owner's).
    lazyPage(
      env,
      'tests',
      () => import('#web/pages/dashboard/tests.tsx'),
      (m) => m.TestsPage,
    ),
    lazyPage(
      env,
      'skills',
      () => import('#web/pages/dashboard/skills.tsx'),
      (m) => m.SkillsPage,
    ),
    // Theory tests: a student's mock tests and history; the question bank for teachers and the office.
    lazyPage(
      env,
      'theory',
      () => import('#web/pages/dashboard/theory.tsx'),
      (m) => m.TheoryPage,
    ),
    lazyPage(
      env,
      'questions',
      () => import('#web/pages/dashboard/questions.tsx'),
      (m) => m.QuestionsPage,
    ),
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
      ...lazyPage(
        env,
        '/reset',
        () => import('#web/pages/reset.tsx'),
        (m) => m.ResetPage,
      ),
      ErrorBoundary: ErrorPage,
    },
    {
      ...lazyPage(
        env,
        '/reset/new',
        () => import('#web/pages/reset-new.tsx'),
        (m) => m.ResetNewPasswordPage,
      ),
      ErrorBoundary: ErrorPage,
    },
    {
      ...lazyPage(
        env,
        '/dashboard',
        () => import('./layouts/dashboard-layout'),
        (m) => m.DashboardLayout,
      ),
      ErrorBoundary: ErrorPage,
      children: dashboardRoutes,
    },
  ];
}
