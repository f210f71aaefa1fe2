import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import { errorBody } from '#server/lib/errors.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery: a request that carries the session cookie must come from our own
 * pages. Requests without cookies carry no ambient authority, so API clients need no Origin.
 */
export const originCheck = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!MUTATING.has(request.method) || !request.headers.cookie) return;
      const origin = request.headers.origin ?? request.headers.referer;
      if (!origin || !isOwnOrigin(origin, request.headers.host, app.config)) {
        return reply.status(403).send(errorBody('FORBIDDEN'));
      }
    });
  },
  { name: 'origin-check', dependencies: ['decorators'] },
);

/**
 * In production only PUBLIC_URL's origin is ours: the Host header is the client's to choose (a
 * request straight to the app port, or a proxy passing it through), so it proves nothing. Locally
 * the same server also answers as localhost, 127.0.0.1 or a LAN address, so any Origin naming the
 * host the request was sent to is accepted there.
 */
function isOwnOrigin(origin: string, host: string | undefined, config: Config): boolean {
  try {
    const o = new URL(origin);
    if (o.origin === new URL(config.publicUrl).origin) return true;
    return !config.isProduction && o.host === host;
  } catch {
    return false;
  }
}
