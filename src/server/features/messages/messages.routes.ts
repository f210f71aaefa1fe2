import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BatchNoticeResultSchema,
  BatchNoticeSchema,
  MessageLogEntrySchema,
  MessageLogQuerySchema,
  MessageLogSummarySchema,
  MessagePreferencesSchema,
} from '#shared/schemas/messages.ts';
import { BatchIdParamsSchema } from '#shared/schemas/batch.ts';
import { adminOnly, callerOf, signedIn, teachersOrStaff } from '#server/auth/guards.ts';
import { ERROR_RESPONSES } from '#server/lib/http.ts';
import { sendPage } from '#server/lib/paging.ts';
import { getMessagePreferences, saveMessagePreferences } from './messages.service';
import { listMessageLog, messageLogSummary, sendBatchNotice } from './message-log';

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  // The staff's log of every SMS and mail: sent, failed, retrying, and the SMS parts spent.
  app.get(
    '/messages',
    {
      onRequest: adminOnly(),
      schema: {
        querystring: MessageLogQuerySchema,
        response: { 200: z.array(MessageLogEntrySchema), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => sendPage(reply, await listMessageLog(app.db, request.query)),
  );

  app.get(
    '/messages/summary',
    { onRequest: adminOnly(), schema: { response: { 200: MessageLogSummarySchema, ...ERROR_RESPONSES } } },
    async () => messageLogSummary(app.db, app.config.SMS_DAILY_SEGMENTS, app.clock()),
  );

  // What the signed-in person receives: their language and the channels they chose.
  app.get(
    '/me/message-preferences',
    { onRequest: signedIn, schema: { response: { 200: MessagePreferencesSchema, ...ERROR_RESPONSES } } },
    async (request) => getMessagePreferences(app.db, callerOf(request).id),
  );

  app.put(
    '/me/message-preferences',
    {
      onRequest: signedIn,
      schema: { body: MessagePreferencesSchema, response: { 200: MessagePreferencesSchema, ...ERROR_RESPONSES } },
    },
    async (request) => saveMessagePreferences(app.db, callerOf(request).id, request.body),
  );

  // A notice to every student seated in a batch, by SMS and mail: from its teacher or the office.
  app.post(
    '/batches/:id/notice',
    {
      onRequest: teachersOrStaff(),
      schema: {
        params: BatchIdParamsSchema,
        body: BatchNoticeSchema,
        response: { 201: BatchNoticeResultSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendBatchNotice(app.db, callerOf(request), request.params.id, request.body.text)),
  );
};
