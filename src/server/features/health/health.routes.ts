import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '#server/lib/http.ts';
import { AppError } from '#server/lib/errors.ts';

/** How long the readiness probe waits for the upload store before calling it unreachable. */
const STORAGE_CHECK_MS = 2000;

/**
 * `GET /api/health` (liveness: the process answers and reaches its database) and `GET /api/ready`
 * (readiness: the same, and it is not shutting down). A load balancer sends visitors only to a
 * ready process; a supervisor restarts one that is not live.
 *
 * Readiness also reports the upload store (`storage`: the uploads folder, or the object store) but
 * stays ready when only the store fails: every process shares one store, so taking them all out
 * would close the whole site (courses, bookings, certificate checks) over its pictures. Monitoring
 * alerts on `storage: "unreachable"`; the failure is logged with what to fix.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const storageState = async (log: { error: (o: object, m: string) => void }) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${STORAGE_CHECK_MS} ms`)), STORAGE_CHECK_MS);
    });
    try {
      await Promise.race([app.storage.check(), late]);
      return 'ok' as const;
    } catch (err) {
      log.error({ err }, `readiness check: the ${app.storage.describe} is unreachable`);
      return 'unreachable' as const;
    } finally {
      clearTimeout(timer);
    }
  };

  app.get(
    '/ready',
    {
      schema: {
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.enum(['pglite', 'postgres']),
            storage: z.enum(['ok', 'unreachable']),
          }),
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      if (app.readiness.draining) throw new AppError('UNAVAILABLE');
      try {
        await app.database.ping();
      } catch (err) {
        request.log.error({ err }, 'readiness check: database unreachable');
        throw new AppError('UNAVAILABLE');
      }
      return { status: 'ready' as const, database: app.database.kind, storage: await storageState(request.log) };
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
        throw new AppError('UNAVAILABLE');
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
