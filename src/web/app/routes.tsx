import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CommonLayout, texts as commonLayoutTexts } from './layouts/common-layout';
import { ErrorPage } from '#web/pages/error-page.tsx';
import { texts as homePageTexts } from '#web/pages/home.tsx';
import { addTexts, type FeatureTexts } from '#web/lib/i18n.ts';
import { loadChunk } from '#web/lib/load-chunk.ts';
import { PAGE_NAMES, PAGES, type PageName } from '#shared/pages.ts';
import { PAGE_ROUTES, pageFile, type PageFile } from './page-routes';
import { coursesQueryOptions } from '#web/features/courses/api/get-courses.ts';
import { schoolQueryOptions } from '#web/features/school/api/get-school.ts';

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
export type AnyQuery = { queryKey: QueryKey };

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
export interface PageModule {
  texts?: readonly FeatureTexts[];
}

/**
 * A page's file, fetched when the page is first opened; one that fails to arrive reloads the page
 * once (loadChunk). The page draws once its texts are there too (on a Bengali page, once their
 * Bengali has arrived).
 */
async function lazyRoute(env: RouteEnv, { file, component }: PageFile) {
  const module = await loadChunk(file, env.pendingAddress);
  await addTexts(module.texts ?? []);
  return { Component: component(module) };
}

/** The routes of the whole app, around one query cache, made from the list of pages. */
export function createRoutes(env: RouteEnv): RouteObject[] {
  /** A page's route at `path` below its layout ('' for the layout's own address). */
  const route = (name: PageName, path: string): RouteObject => {
    const { page, ssr, data } = PAGE_ROUTES[name];
    return {
      ...(path === '' ? { index: true } : { path }),
      ...('file' in page ? { lazy: () => lazyRoute(env, page) } : { Component: page }),
      // Drawn by the server in full, taken over by the browser when the page needs it.
      ...(ssr ? { handle: { serverRendered: true, wake: ssr } satisfies ServerRendered } : {}),
      ...(data ? { loader: prefetch(env, data) } : {}),
    } as RouteObject;
  };
  const dashboard = (name: PageName) => PAGES[name].path.startsWith('/dashboard');
  const below = (prefix: string) => (name: PageName) =>
    route(name, PAGES[name].path.slice(prefix.length).replace(/^\//, ''));
  const common = PAGE_NAMES.filter((name) => !dashboard(name) && !PAGE_ROUTES[name].bare);
  const bare = PAGE_NAMES.filter((name) => PAGE_ROUTES[name].bare);

  return [
    {
      path: '/',
      Component: CommonLayout,
      ErrorBoundary: ErrorPage,
      // Every public page's footer lists the courses and the school's facts.
      loader: prefetch(env, () => [coursesQueryOptions(), schoolQueryOptions()]),
      // An address no page has: the error page, drawn by the server too (in the address's
      // language, with its 404), since it is only read.
      children: [
        ...common.map(below('/')),
        { path: '*', Component: ErrorPage, handle: { serverRendered: true, wake: 'intent' } satisfies ServerRendered },
      ],
    },
    // Outside the common layout: the password reset pages and the dashboard.
    ...bare.map((name) => ({ ...route(name, PAGES[name].path), ErrorBoundary: ErrorPage })),
    {
      path: '/dashboard',
      lazy: () =>
        lazyRoute(
          env,
          pageFile(
            () => import('./layouts/dashboard-layout'),
            (m) => m.DashboardLayout,
          ),
        ),
      ErrorBoundary: ErrorPage,
      children: [...PAGE_NAMES.filter(dashboard).map(below('/dashboard')), { path: '*', Component: ErrorPage }],
    },
  ];
}
