import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VerifyRequestSchema, VerifyResultSchema } from '#shared/schemas/verification.ts';
import { ApiErrorSchema } from '#server/lib/http.ts';
import { rateLimitHook } from '#server/lib/rate-limit.ts';
import { verificationChecks } from '#server/lib/rate-limit-policy.ts';
import { verifyCertificate } from './verification.service';

/**
 * POST /api/verify: public, no session needed. Two limits, both in the database so they hold
 * across every app process (docs/decisions/0140): checks per address, and wrong dates of birth
 * per SID from anywhere (the service), which is what stops guessing a birth date.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/verify',
    {
      onRequest: rateLimitHook(app, (request) => verificationChecks(request.ip)),
      schema: {
        body: VerifyRequestSchema,
        response: { 200: VerifyResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => verifyCertificate(app.db, request.body, app.clock()),
  );
};
