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
  { path: '*', Component: ErrorPage },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: CommonLayout,
    ErrorBoundary: ErrorPage,
    children: publicRoutes,
  },
];

export const router = createBrowserRouter(routes);
