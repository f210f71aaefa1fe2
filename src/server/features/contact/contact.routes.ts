import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ContactAcceptedSchema,
  ContactMessageSchema,
  InboxIdParamsSchema,
  InboxMessageSchema,
  InboxNoteCreateSchema,
  InboxQuerySchema,
  InboxSummarySchema,
  InboxUpdateSchema,
} from '#shared/schemas/contact.ts';
import { adminOnly, callerOf } from '#server/auth/guards.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { sendPage } from '#server/lib/paging.ts';
import { JSON_BODY_LIMIT } from '#server/lib/json-body.ts';
import { rateLimitHook } from '#server/lib/rate-limit.ts';
import { contactChecks } from '#server/lib/rate-limit-policy.ts';
import { getSchool } from '#server/features/school/index.ts';
import { addInboxNote, inboxSummary, listInbox, submitContactMessage, updateInboxMessage } from './contact.service';

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

  // What the office did about an enquiry: a call, a reply or a note (docs/decisions/0481).
  app.post(
    '/contact-messages/:id/notes',
    {
      onRequest: adminOnly(),
      bodyLimit: JSON_BODY_LIMIT.text,
      schema: {
        params: InboxIdParamsSchema,
        body: InboxNoteCreateSchema,
        response: { 201: InboxMessageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addInboxNote(app.db, callerOf(request), request.params.id, request.body)),
  );
};
