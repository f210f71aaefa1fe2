import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../lib/http';
import { AppError } from '../../lib/errors';

/**
 * `GET /api/health` (liveness: the process answers and reaches its database) and `GET /api/ready`
 * (readiness: the same, and it is not shutting down). A load balancer sends visitors only to a
 * ready process; a supervisor restarts one that is not live.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ready',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      if (app.readiness.draining) throw new AppError('UNAVAILABLE', 'This process is shutting down.');
      try {
        await app.database.ping();
      } catch (err) {
        request.log.error({ err }, 'readiness check: database unreachable');
        throw new AppError('UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ready' as const, database: app.database.kind };
    },
  );

  app.get(
    '/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw new AppError('UNAVAILABLE', 'The database is not reachable.');
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
