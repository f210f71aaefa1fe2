import { createBrowserRouter, matchRoutes, type DataRouter, type HydrationState, type RouteObject } from 'react-router';
import { createRoutes } from './routes';
import { queryClient } from './query-client';
import { BENGALI_PREFIX, languageOfPath } from '#shared/language.ts';

let router: DataRouter | undefined;

function appRoutes(): RouteObject[] {
  return createRoutes({
    queryClient,
    pendingAddress: () => {
      const to = router?.state.navigation.location;
      return to ? `${to.pathname}${to.search}${to.hash}` : undefined;
    },
  });
}

/** Bengali pages are the same pages under /bn: the router works below that prefix. */
const basename = () => (languageOfPath(window.location.pathname) === 'bn' ? BENGALI_PREFIX : undefined);

/** The browser's router, for a page the browser draws from nothing. */
export function createAppRouter(): DataRouter {
  router = createBrowserRouter(appRoutes(), { basename: basename() });
  return router;
}

/**
 * The browser's router for a page the server drew: it starts from the server's state, and the
 * page's own code (a file of its own) is loaded first, so the first render is what is on screen.
 */
export async function createHydratingRouter(hydrationData: HydrationState): Promise<DataRouter> {
  const routes = appRoutes();
  const lazy = (matchRoutes(routes, window.location, basename()) ?? []).filter((m) => m.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
  router = createBrowserRouter(routes, { basename: basename(), hydrationData });
  return router;
}
