import { createBrowserRouter, type RouteObject } from 'react-router';
import { CommonLayout } from './layouts/common-layout';
import { ErrorPage } from '../pages/error-page';
import { HomePage } from '../pages/home';

/**
 * Every page but the home page is its own chunk, so a visitor downloads only the page they open;
 * dashboard pages are never part of the public bundle.
 */
const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  { path: 'courses', lazy: async () => ({ Component: (await import('../pages/courses')).CoursesPage }) },
  {
    path: 'course/:cid',
    lazy: async () => ({ Component: (await import('../pages/course-detail')).CourseDetailPage }),
  },
  // Public website: static pages, the contact form and the sign-learning pages.
  { path: 'about', lazy: async () => ({ Component: (await import('../pages/about')).AboutPage }) },
  { path: 'contact', lazy: async () => ({ Component: (await import('../pages/contact')).ContactPage }) },
  { path: 'thankyou', lazy: async () => ({ Component: (await import('../pages/thankyou')).ThankYouPage }) },
  { path: 'sign1', lazy: async () => ({ Component: (await import('../pages/sign1')).SignOnePage }) },
  { path: 'sign2', lazy: async () => ({ Component: (await import('../pages/sign2')).SignTwoPage }) },
  // Accounts.
  { path: 'login', lazy: async () => ({ Component: (await import('../pages/login')).LoginPage }) },
  { path: 'signup', lazy: async () => ({ Component: (await import('../pages/signup')).SignupPage }) },
  { path: 'logout', lazy: async () => ({ Component: (await import('../pages/logout')).LogoutPage }) },
  // Certificate verification.
  {
    path: 'verification',
    lazy: async () => ({ Component: (await import('../pages/verification')).VerificationPage }),
  },
  // The public blog.
  { path: 'blogs', lazy: async () => ({ Component: (await import('../pages/blogs')).BlogsPage }) },
  { path: 'blog/:bid', lazy: async () => ({ Component: (await import('../pages/blog')).BlogPage }) },
  // Booking and the order card: both behind the login guard inside the page.
  { path: 'buy/:cid', lazy: async () => ({ Component: (await import('../pages/buy')).BuyPage }) },
  {
    path: 'orderDetails/:oid',
    lazy: async () => ({ Component: (await import('../pages/order-details')).OrderDetailsPage }),
  },
  { path: '*', Component: ErrorPage },
];

/** /dashboard/*: its own chunks, loaded only by signed-in users who open it. */
const dashboardRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../pages/dashboard/home')).DashboardHomePage }) },
  {
    path: 'my-account',
    lazy: async () => {
      const { PlaceholderPage } = await import('../pages/dashboard/placeholder');
      return { Component: () => <PlaceholderPage page="myAccount" /> };
    },
  },
  {
    path: 'statistics',
    lazy: async () => {
      const { PlaceholderPage } = await import('../pages/dashboard/placeholder');
      return { Component: () => <PlaceholderPage page="statistics" /> };
    },
  },
  {
    path: 'refund',
    lazy: async () => {
      const { PlaceholderPage } = await import('../pages/dashboard/placeholder');
      return { Component: () => <PlaceholderPage page="refund" /> };
    },
  },
  // Profiles: my-profile for everyone signed in; manage-users and details for admins.
  {
    path: 'my-profile',
    lazy: async () => ({ Component: (await import('../pages/dashboard/my-profile')).MyProfilePage }),
  },
  {
    path: 'manage-users',
    lazy: async () => ({ Component: (await import('../pages/dashboard/manage-users')).ManageUsersPage }),
  },
  {
    path: 'manage-users/user-details/:sid',
    lazy: async () => ({ Component: (await import('../pages/dashboard/user-details')).UserDetailsPage }),
  },
  // Course and blog administration: the school owner only.
  {
    path: 'add-course',
    lazy: async () => ({ Component: (await import('../pages/dashboard/add-course')).AddCoursePage }),
  },
  {
    path: 'manage-course',
    lazy: async () => ({ Component: (await import('../pages/dashboard/manage-course')).ManageCoursePage }),
  },
  {
    path: 'manage-course/edit-course/:cid',
    lazy: async () => ({ Component: (await import('../pages/dashboard/edit-course')).EditCoursePage }),
  },
  {
    path: 'add-blogs',
    lazy: async () => ({ Component: (await import('../pages/dashboard/add-blogs')).AddBlogsPage }),
  },
  {
    path: 'manage-blogs',
    lazy: async () => ({ Component: (await import('../pages/dashboard/manage-blogs')).ManageBlogsPage }),
  },
  {
    path: 'manage-blogs/edit-blog/:bid',
    lazy: async () => ({ Component: (await import('../pages/dashboard/edit-blog')).EditBlogPage }),
  },
  // Orders: my-course for the signed-in user; manage-order and edit-order for admins.
  {
    path: 'my-course',
    lazy: async () => ({ Component: (await import('../pages/dashboard/my-course')).MyCoursePage }),
  },
  {
    path: 'manage-order',
    lazy: async () => ({ Component: (await import('../pages/dashboard/manage-order')).ManageOrderPage }),
  },
  {
    path: 'manage-order/edit-order/:oid',
    lazy: async () => ({ Component: (await import('../pages/dashboard/edit-order')).EditOrderPage }),
  },
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
    path: '/reset',
    ErrorBoundary: ErrorPage,
    lazy: async () => ({ Component: (await import('../pages/reset')).ResetPage }),
  },
  {
    path: '/reset/new',
    ErrorBoundary: ErrorPage,
    lazy: async () => ({ Component: (await import('../pages/reset-new')).ResetNewPasswordPage }),
  },
  {
    path: '/dashboard',
    ErrorBoundary: ErrorPage,
    lazy: async () => ({
      Component: (await import('./layouts/dashboard-layout')).DashboardLayout,
    }),
    children: dashboardRoutes,
  },
];

export const router = createBrowserRouter(routes);
