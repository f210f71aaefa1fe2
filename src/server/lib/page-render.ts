import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderRequest, RenderResult } from '#web/entry-server.tsx';
import { languageOfPath } from '#shared/language.ts';

/** The web app's server-side drawing of its public pages (built to dist/ssr/entry-server.js). */
export type PageRenderer = (request: RenderRequest) => Promise<RenderResult>;

/** The built renderer beside the built web app, when there is one (`npm run build` makes both). */
export async function loadBuiltRenderer(webRoot: string): Promise<PageRenderer | undefined> {
  const file = join(webRoot, '..', 'ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const mod = (await import(pathToFileURL(file).href)) as { render: PageRenderer };
  return mod.render;
}

// The better-auth session cookie (`__Secure-` prefixed over HTTPS).
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * Answers a page address: the public pages are drawn on the server with their content in the
 * page's language (the app then takes over in the browser); every other page is the app's shell,
 * drawn by the browser. The page's data comes from the app's own API routes, asked in-process as
 * the visitor (cookies and address), so the server draws exactly what the browser would.
 */
export function createPageResponder(app: FastifyInstance, webRoot: string, renderer: PageRenderer | undefined) {
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
  // A Bengali page asks for its font with the page itself, not after its styles have been read.
  const bengaliFont = existsSync(join(webRoot, 'assets'))
    ? readdirSync(join(webRoot, 'assets')).find((f) => /^noto-sans-bengali-bengali-400-normal-.*\.woff2$/.test(f))
    : undefined;
  const bengaliPreload = bengaliFont
    ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${bengaliFont}">`
    : '';
  // A drawn page reads without its script: the script and its modules come after the page's
  // pictures, fonts and styles, so on a slow line the content shows first.
  const drawnTemplate = template
    .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
    .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin');

  /**
   * Answers a page address. `status` is what the address deserves (404: no page has it); the app
   * draws its error page there, so the server draws it too, in the address's language, and the
   * answer keeps its 404.
   */
  return async function respond(request: FastifyRequest, reply: FastifyReply, status: number) {
    const signedIn = SESSION_COOKIE.test(request.headers.cookie ?? '');
    // A page drawn for someone signed in carries their name and menu: it is theirs alone, and the
    // school's office computers are shared, so it is not kept at all.
    reply.header('cache-control', signedIn ? 'private, no-store' : 'no-cache').type('text/html; charset=utf-8');
    // The shell the browser draws in is in the page's language from its first byte (screen readers
    // and the browser's own translation offer read <html lang> before the app runs).
    const shell = template.replace(
      /<html lang="[^"]*"/,
      `<html lang="${languageOfPath(request.url.split('?')[0] ?? '/')}"`,
    );
    const answer = (drawnStatus: number) => (status === 404 ? 404 : drawnStatus);
    if (!renderer) return reply.status(status).send(shell);
    let result: RenderResult;
    try {
      result = await renderer({
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        signedIn,
        transport: async (url, init) => {
          const res = await app.inject({
            method: (init.method ?? 'GET') as 'GET',
            url: `${url.pathname}${url.search}`,
            remoteAddress: request.ip,
            headers: {
              ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
              ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
            },
          });
          const headers = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, String(v));
          return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
        },
      });
    } catch (err) {
      // A page that cannot be drawn here is still drawn by the browser: never a blank error.
      request.log.error({ err }, 'server rendering failed; sending the app shell');
      return reply.status(status).send(shell);
    }
    if (result.kind === 'browser') return reply.status(answer(result.status)).send(shell);
    // The shell's own title gives way to the page's; the app's <noscript> note is moot for a page
    // that is readable without its script.
    const head = result.head.includes('<title>')
      ? drawnTemplate.replace(/<title>[^<]*<\/title>\s*/, '')
      : drawnTemplate;
    const html = head
      .replace(/<html lang="[^"]*"/, `<html lang="${result.language}"`)
      .replace('</head>', `${result.language === 'bn' ? bengaliPreload : ''}${result.head}</head>`)
      .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
      .replace('<div id="root"></div>', `<div id="root">${result.body}</div>${result.state}`);
    return reply.status(answer(result.status)).send(html);
  };
}
