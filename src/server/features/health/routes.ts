import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../lib/http';
import { AppError } from '../../lib/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
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
