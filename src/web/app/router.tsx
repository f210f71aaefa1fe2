import type { ComponentType } from 'react';
import { createBrowserRouter, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { CommonLayout } from './layouts/common-layout';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home';
import { loadChunk } from '../lib/load-chunk';
import { pageLanguage } from '../lib/i18n';
import { BENGALI_PREFIX } from '../../shared/language';

/**
 * A route whose page is its own chunk, downloaded when the route is first opened: every page but
 * the home page, so a visitor downloads only the pages they open and dashboard pages are never
 * part of the public bundle. A file that fails to arrive reloads the page once (loadChunk).
 */
function lazyPage(path: string, load: () => Promise<ComponentType>): NonIndexRouteObject {
  return { path, lazy: async () => ({ Component: await loadChunk(load, pendingAddress) }) };
}

/** The address a followed link is opening (the browser's address bar still shows the previous one). */
function pendingAddress(): string | undefined {
  const to = router.state.navigation.location;
  return to ? `${to.pathname}${to.search}${to.hash}` : undefined;
}

/** A dashboard page that so far only says what will be there. */
function placeholder(path: string, page: 'statistics' | 'refund'): RouteObject {
  return lazyPage(path, async () => {
    const { PlaceholderPage } = await import('../pages/dashboard/placeholder');
    return () => <PlaceholderPage page={page} />;
  });
}

const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  lazyPage('courses', async () => (await import('../pages/courses')).CoursesPage),
  lazyPage('course/:cid', async () => (await import('../pages/course-detail')).CourseDetailPage),
  lazyPage('about', async () => (await import('../pages/about')).AboutPage),
  lazyPage('contact', async () => (await import('../pages/contact')).ContactPage),
  lazyPage('thankyou', async () => (await import('../pages/thankyou')).ThankYouPage),
  lazyPage('sign1', async () => (await import('../pages/signs')).SignOnePage),
  lazyPage('sign2', async () => (await import('../pages/signs')).SignTwoPage),
  lazyPage('login', async () => (await import('../pages/login')).LoginPage),
  lazyPage('login/two-factor', async () => (await import('../pages/two-factor')).TwoFactorPage),
  lazyPage('two-factor/setup', async () => (await import('../pages/two-factor-setup')).TwoFactorSetupPage),
  lazyPage('signup', async () => (await import('../pages/signup')).SignupPage),
  lazyPage('email-verified', async () => (await import('../pages/email-verified')).EmailVerifiedPage),
  lazyPage('logout', async () => (await import('../pages/logout')).LogoutPage),
  lazyPage('verification', async () => (await import('../pages/verification')).VerificationPage),
  lazyPage('blogs', async () => (await import('../pages/blogs')).BlogsPage),
  lazyPage('blog/:bid', async () => (await import('../pages/blog')).BlogPage),
  // Booking and the order card: both behind the login guard inside the page.
  lazyPage('buy/:cid', async () => (await import('../pages/buy')).BuyPage),
  lazyPage('orderDetails/:oid', async () => (await import('../pages/order-details')).OrderDetailsPage),
  { path: '*', Component: ErrorPage },
];

/** /dashboard/*: loaded only by signed-in users who open it; each page checks the role it needs. */
const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: await loadChunk(
        async () => (await import('../pages/dashboard/home')).DashboardHomePage,
        pendingAddress,
      ),
    }),
  },
  // Account security for everyone signed in: two-step sign-in, password, other devices.
  lazyPage('my-account', async () => (await import('../pages/dashboard/my-account')).MyAccountPage),
  placeholder('statistics', 'statistics'),
  placeholder('refund', 'refund'),
  lazyPage('my-profile', async () => (await import('../pages/dashboard/my-profile')).MyProfilePage),
  lazyPage('manage-users', async () => (await import('../pages/dashboard/manage-users')).ManageUsersPage),
  lazyPage(
    'manage-users/user-details/:sid',
    async () => (await import('../pages/dashboard/user-details')).UserDetailsPage,
  ),
  lazyPage('add-course', async () => (await import('../pages/dashboard/add-course')).AddCoursePage),
  lazyPage('manage-course', async () => (await import('../pages/dashboard/manage-course')).ManageCoursePage),
  lazyPage(
    'manage-course/edit-course/:cid',
    async () => (await import('../pages/dashboard/edit-course')).EditCoursePage,
  ),
  lazyPage('add-blogs', async () => (await import('../pages/dashboard/add-blogs')).AddBlogsPage),
  lazyPage('manage-blogs', async () => (await import('../pages/dashboard/manage-blogs')).ManageBlogsPage),
  lazyPage('manage-blogs/edit-blog/:bid', async () => (await import('../pages/dashboard/edit-blog')).EditBlogPage),
  lazyPage('my-course', async () => (await import('../pages/dashboard/my-course')).MyCoursePage),
  lazyPage('enquiries', async () => (await import('../pages/dashboard/enquiries')).EnquiriesPage),
  lazyPage('activity', async () => (await import('../pages/dashboard/activity')).ActivityPage),
  lazyPage('school-settings', async () => (await import('../pages/dashboard/school-settings')).SchoolSettingsPage),
  lazyPage('manage-order', async () => (await import('../pages/dashboard/manage-order')).ManageOrderPage),
  lazyPage('manage-order/edit-order/:oid', async () => (await import('../pages/dashboard/edit-order')).EditOrderPage),
  { path: '*', Component: ErrorPage },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: CommonLayout,
    ErrorBoundary: ErrorPage,
    children: publicRoutes,
  },
  // Outside the common layout: the password reset pages and the dashboard.
  {
    ...lazyPage('/reset', async () => (await import('../pages/reset')).ResetPage),
    ErrorBoundary: ErrorPage,
  },
  {
    ...lazyPage('/reset/new', async () => (await import('../pages/reset-new')).ResetNewPasswordPage),
    ErrorBoundary: ErrorPage,
  },
  {
    ...lazyPage('/dashboard', async () => (await import('./layouts/dashboard-layout')).DashboardLayout),
    ErrorBoundary: ErrorPage,
    children: dashboardRoutes,
  },
];

/** Bengali pages are the same pages under /bn: the router works below that prefix. */
export const router = createBrowserRouter(routes, {
  basename: pageLanguage === 'bn' ? BENGALI_PREFIX : undefined,
});
