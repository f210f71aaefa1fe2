import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import i18n, { addBundle } from './lib/i18n';
import { AppProviders } from './app/providers';
import { PageOriginContext } from './components/ui/page-origin';
import { createRoutes, serverRendered } from './app/routes';
import { setServerTransport, type Transport } from './lib/api';
import { sessionQueryOptions } from './features/auth/api/session';
import { BENGALI_PREFIX, languageOfPath, type Language } from '#shared/language.ts';
import { SERVER_STATE_ID, type ServerState } from './app/server-state';

/**
 * The server's drawing of a public page: the same routes, pages and queries as in the browser,
 * rendered to HTML with the page's data and language, plus the state the browser needs to take
 * over without drawing anything differently.
 */

// Every text in both languages is always here on the server (the shared ones, the shell's and every
// feature's); the browser fetches a page's texts with the page, and Bengali only for Bengali pages.
const texts = import.meta.glob<object>(
  ['../shared/i18n/{en,bn}.json', './i18n/{en,bn}.json', './features/*/i18n/{en,bn}.json'],
  { eager: true, import: 'default' },
);
for (const [file, catalogue] of Object.entries(texts)) addBundle(file.endsWith('/bn.json') ? 'bn' : 'en', catalogue);

// Each render's requests to the API go through its own transport (the visitor's cookies and address).
const transports = new AsyncLocalStorage<Transport>();
setServerTransport(() => transports.getStore());

export interface RenderRequest {
  /** The address asked for: path and query (`/bn/course/car-basic?x=1`). */
  url: string;
  /** Answers the page's API requests in-process, as the visitor. */
  transport: Transport;
  /** The origin the visitor asked by (`https://school.example`), for absolute links. */
  origin: string;
  /** The visitor has a session cookie: the header is drawn for them (their menu, their banner). */
  signedIn: boolean;
}

export type RenderResult =
  /**
   * The page, drawn: `head` goes into <head>, `body` into the root element, and `state` (a script
   * element of JSON) after it.
   */
  | { kind: 'page'; status: number; language: Language; head: string; body: string; state: string }
  /** A page the browser draws alone (`status` is what the address deserves: 200, or 404 for data that is not there). */
  | { kind: 'browser'; status: number };

const ORIGIN = 'http://server.internal';

export async function render({ url, origin, transport, signedIn }: RenderRequest): Promise<RenderResult> {
  const language = languageOfPath(new URL(url, ORIGIN).pathname);
  const basename = language === 'bn' ? BENGALI_PREFIX : undefined;
  const queryClient = new QueryClient({
    // One attempt, and what it fetched stays fresh for this drawing.
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const routes = createRoutes({ queryClient, pendingAddress: () => undefined });
  const matches = matchRoutes(routes, url, basename);
  const drawn = serverRendered(matches?.at(-1)?.route.handle);
  if (!drawn) return { kind: 'browser', status: 200 };

  const handler = createStaticHandler(routes, { basename });
  const context = await transports.run(transport, async () => {
    const [result] = await Promise.all([
      handler.query(new Request(new URL(url, ORIGIN))),
      // Without a session cookie nobody is signed in: the browser need not ask again.
      signedIn
        ? queryClient.prefetchQuery(sessionQueryOptions())
        : queryClient.setQueryData(sessionQueryOptions().queryKey, null),
    ]);
    return result;
  });
  if (context instanceof Response) return { kind: 'browser', status: 200 };

  // Data that could not be fetched: the browser draws the page and shows its own message (and a
  // record that is not there keeps its 404).
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((q) => q.state.status === 'error');
  if (failed || context.errors) {
    const status = (failed?.state.error as { status?: number } | null)?.status;
    return { kind: 'browser', status: status === 404 || status === 400 ? 404 : 200 };
  }

  // Drawing is synchronous: the language set here is the one every text below is read in.
  void i18n.changeLanguage(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <PageOriginContext value={origin}>
      <AppProviders client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </PageOriginContext>,
  );
  const state: ServerState = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient),
  };
  // React writes a page's <title>, <meta> and <link>s ahead of the page itself: they belong in <head>.
  const start = html.indexOf('<div');
  const head = start > 0 ? html.slice(0, start) : '';
  const body = start > 0 ? html.slice(start) : html;
  return {
    kind: 'page',
    status: context.statusCode,
    language,
    head,
    body,
    state: `<script type="application/json" id="${SERVER_STATE_ID}" data-wake="${drawn.wake}">${serialize(state)}</script>`,
  };
}

/** JSON that cannot end the script element it sits in. */
function serialize(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
