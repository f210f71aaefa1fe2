import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { isClientRoute } from '#shared/client-routes.ts';
import { errorBody } from '#server/lib/errors.ts';
import { createPageResponder, loadBuiltRenderer, type PageRenderer } from '#server/lib/page-render.ts';

export interface PageOptions {
  /** Where the built app lives (its index.html and assets). */
  webRoot: string;
  /** Draws public pages on the server; defaults to the built one beside the web app. */
  renderer?: PageRenderer;
}

/**
 * The app's pages and files: the built assets, each public page drawn on the server, the app's
 * shell for the rest, and the answer for an address nothing else took. Without a built app (the
 * API tests) only that last answer remains.
 */
export const pages = fp<PageOptions>(
  async (app, { webRoot, renderer }) => {
    const hasWeb = existsSync(join(webRoot, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webRoot,
        // `/` is a page like any other (drawn by the server), not the shell file.
        index: false,
        // The build compressed the text files (scripts/compress-web.mjs): send those as they are.
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, path) {
          // Vite puts content-hashed files under /assets: they never change, so cache them forever.
          reply.header(
            'cache-control',
            path.includes(`${join('/', 'assets', '/')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    const respondWithPage = hasWeb
      ? createPageResponder(app, webRoot, renderer ?? (await loadBuiltRenderer(webRoot)))
      : undefined;
    // The home page, which the static files would otherwise take for their folder.
    if (respondWithPage) app.get('/', (request, reply) => respondWithPage(request, reply, 200));
    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
      if (wantsPage && respondWithPage) {
        // The app owns every other path and shows its own error page for an unknown one; the
        // status says the same, so a search engine or a link checker does not take that page for
        // content.
        return respondWithPage(request, reply, isClientRoute(path) ? 200 : 404);
      }
      // The pages' forms are sent by the app's script. One sent before the script had started (a
      // quick tap on a slow phone) reaches the page's own address: show the page again, with
      // nothing of what was typed in an address or a log (the forms say method="post" for that
      // reason).
      if (request.method === 'POST' && respondWithPage && !path.startsWith('/api/') && isClientRoute(path)) {
        return reply.redirect(request.url, 303);
      }
      return reply.status(404).send(errorBody('NOT_FOUND'));
    });
  },
  { name: 'pages', dependencies: ['decorators'] },
);
