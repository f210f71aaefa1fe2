import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VerifyRequestSchema, VerifyResultSchema } from '#shared/schemas/verification.ts';
import { publicCheck } from '#server/lib/rate-limit.ts';
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
    publicCheck(app, verificationChecks, VerifyResultSchema, { body: VerifyRequestSchema }),
    async (request) => verifyCertificate(app.db, request.body, app.clock()),
  );
};
