import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactAcceptedSchema,
  ContactMessageSchema,
  InboxIdParamsSchema,
  InboxMessageSchema,
  InboxQuerySchema,
  InboxSummarySchema,
  InboxUpdateSchema,
} from '../../../shared/schemas/contact';
import { adminOnly, callerOf } from '../../auth/guards';
import { ApiErrorSchema, ERROR_RESPONSES } from '../../lib/http';
import { sendPage } from '../../lib/paging';
import { JSON_BODY_LIMIT } from '../../lib/json-body';
import { rateLimitHook } from '../../lib/rate-limit';
import { contactChecks } from '../../lib/rate-limit-policy';
import { getSchool } from '../school/service';
import { inboxSummary, listInbox, submitContactMessage, updateInboxMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      bodyLimit: JSON_BODY_LIMIT.text,
      // Per address, in the database (docs/decisions/0140).
      onRequest: rateLimitHook(app, (request) => contactChecks(request.ip)),
      schema: {
        body: ContactMessageSchema,
        response: { 201: ContactAcceptedSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const schoolEmail = app.config.SCHOOL_EMAIL ?? (await getSchool(app.db)).email;
      const result = await submitContactMessage({ db: app.db, schoolEmail }, request.body);
      return reply.status(201).send(result);
    },
  );

  // The enquiry inbox: staff (admins) read what visitors wrote, whether or not the mail went out.
  app.get(
    '/contact-messages',
    {
      onRequest: adminOnly(),
      schema: { querystring: InboxQuerySchema, response: { 200: z.array(InboxMessageSchema), ...ERROR_RESPONSES } },
    },
    async (request, reply) => sendPage(reply, await listInbox(app.db, request.query)),
  );

  app.get(
    '/contact-messages/summary',
    { onRequest: adminOnly(), schema: { response: { 200: InboxSummarySchema, ...ERROR_RESPONSES } } },
    async () => inboxSummary(app.db),
  );

  app.patch(
    '/contact-messages/:id',
    {
      onRequest: adminOnly(),
      schema: {
        params: InboxIdParamsSchema,
        body: InboxUpdateSchema,
        response: { 200: InboxMessageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => updateInboxMessage(app.db, request.params.id, request.body, callerOf(request).id),
  );
};
