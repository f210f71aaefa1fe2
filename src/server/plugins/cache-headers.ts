import fp from 'fastify-plugin';

/**
 * Every answer names its request (`x-request-id`, as the logs do), so a visitor's report can be
 * found in the log.
 *
 * Answers of the API (profiles with NIDs and birth dates, orders, sessions, user lists) must not
 * stay in a browser's or proxy's cache: the school's office PCs are shared. Public reads lose
 * nothing worth keeping, so the rule is "every /api answer", unless a route says by name that its
 * answer is public facts a browser may keep and revalidate (GET /api/school, read by every page).
 */
export const cacheHeaders = fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) {
        reply.header('cache-control', request.routeOptions.config?.revalidate ? 'no-cache' : 'no-store');
      }
    });
  },
  { name: 'cache-headers' },
);
