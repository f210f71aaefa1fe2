import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactAcceptedSchema, ContactMessageSchema } from '../../../shared/schemas/contact';
import { ApiErrorSchema } from '../../lib/http';
import { JSON_BODY_LIMIT } from '../../lib/json-body';
import { rateLimitHook } from '../../lib/rate-limit';
import { contactChecks } from '../../lib/rate-limit-policy';
import { submitContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      bodyLimit: JSON_BODY_LIMIT.text,
      // Per address, in the database (docs/decisions/0140).
      onRequest: rateLimitHook(app, (request) => contactChecks(request.ip)),
      schema: {
        body: ContactMessageSchema,
        response: { 201: ContactAcceptedSchema, 400: ApiErrorSchema, 429: ApiErrorSchema, 502: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await submitContactMessage(
        { db: app.db, mailer: app.mailer, schoolEmail: app.config.SCHOOL_EMAIL, log: request.log },
        request.body,
      );
      return reply.status(201).send(result);
    },
  );
};
