import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_RATE_LIMIT } from '../../../shared/constants';
import { ContactAcceptedSchema, ContactMessageSchema } from '../../../shared/schemas/contact';
import { AppError } from '../../lib/errors';
import { ApiErrorSchema } from '../../lib/http';
import { JSON_BODY_LIMIT } from '../../lib/json-body';
import { submitContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered inside this (encapsulated) plugin and not global: only routes that ask for a limit
  // through `config.rateLimit` get one, so no other route is affected. Counters live in memory, per
  // process (docs/decisions/0010-contact-form.md).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, ctx) =>
      new AppError(
        'RATE_LIMITED',
        `Too many messages from your address. Please try again in ${Math.max(1, Math.ceil(ctx.ttl / 60_000))} minute(s).`,
      ),
  });

  app.post(
    '/contact',
    {
      bodyLimit: JSON_BODY_LIMIT.text,
      config: { rateLimit: { max: CONTACT_RATE_LIMIT.max, timeWindow: CONTACT_RATE_LIMIT.windowMs } },
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
