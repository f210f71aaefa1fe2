import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VERIFY_RATE_LIMIT, VerifyRequestSchema, VerifyResultSchema } from '../../../shared/schemas/verification';
import { ApiErrorSchema } from '../../lib/http';
import { dbRateLimit } from '../../lib/rate-limit';
import { verifyCertificate } from './service';

/**
 * POST /api/verify: public, no session needed. Limited per client IP with a counter in the
 * database, so the limit holds across every app process (docs/decisions/0031): ten tries a
 * minute are plenty for a person and make guessing dates of birth for a SID impractical.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = dbRateLimit(app, {
    name: 'verify',
    ...VERIFY_RATE_LIMIT,
    message: (seconds) =>
      `Too many verification attempts from your connection. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  });

  app.post(
    '/verify',
    {
      onRequest: limit,
      schema: {
        body: VerifyRequestSchema,
        response: { 200: VerifyResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => verifyCertificate(app.db, request.body),
  );
};
