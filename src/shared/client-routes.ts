import { pageOfPath } from './language';
import { PAGES } from './pages';

/**
 * Every page address the single-page app answers, as React Router patterns (`:name` is one path
 * segment): the paths of the list of pages. The server serves the app for these with 200 and for
 * any other address with 404 (the app then shows its own error page); a test keeps this list and
 * the router's tree the same.
 */
export const CLIENT_ROUTES: readonly string[] = Object.values(PAGES).map((page) => page.path);

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
