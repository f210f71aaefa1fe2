import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BatchCreateSchema,
  BatchDetailSchema,
  BatchIdParamsSchema,
  BatchListQuerySchema,
  BatchSchema,
  PlaceStudentSchema,
  SessionRangeSchema,
  TeachingSessionSchema,
  WaitingQuerySchema,
  WaitingStudentSchema,
} from '#shared/schemas/batch.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { adminOnly, callerOf, signedIn, teachersOrStaff } from '#server/auth/guards.ts';
import { sendPage } from '#server/lib/paging.ts';
import { batchFor, createBatch, listBatches, listEarlierBatches, placeStudent, sessionsFor } from './batches.service';
import { waitingFor } from './batch-waiting';

const errors = { ...ERROR_RESPONSES, 409: ApiErrorSchema };

/**
 * Batches, their seats and sessions. The office creates batches and places students; a student may
 * take a free seat in a batch of their own course; a teacher sees their own batches and days.
 */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/batches',
    {
      onRequest: signedIn,
      schema: { querystring: BatchListQuerySchema, response: { 200: z.array(BatchSchema), ...errors } },
    },
    async (request, reply) =>
      request.query.stage === 'earlier'
        ? sendPage(reply, await listEarlierBatches(app.db, callerOf(request), request.query, app.clock()))
        : listBatches(app.db, callerOf(request), request.query, app.clock()),
  );

  app.post(
    '/batches',
    {
      onRequest: adminOnly(),
      schema: { body: BatchCreateSchema, response: { 201: BatchSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createBatch(app.db, callerOf(request), request.body)),
  );

  app.get(
    '/batches/:id',
    { onRequest: signedIn, schema: { params: BatchIdParamsSchema, response: { 200: BatchDetailSchema, ...errors } } },
    async (request) => batchFor(app.db, callerOf(request), request.params.id),
  );

  app.post(
    '/batches/:id/students',
    {
      onRequest: signedIn,
      schema: {
        params: BatchIdParamsSchema,
        body: PlaceStudentSchema,
        response: { 201: BatchDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await placeStudent(app.db, callerOf(request), request.params.id, request.body.oid, app.clock())),
  );

  app.get(
    '/batches/:id/waiting',
    {
      onRequest: adminOnly(),
      schema: {
        params: BatchIdParamsSchema,
        querystring: WaitingQuerySchema,
        response: { 200: z.array(WaitingStudentSchema), ...errors },
      },
    },
    async (request) => waitingFor(app.db, request.params.id, request.query.q),
  );

  app.get(
    '/sessions',
    {
      onRequest: teachersOrStaff(),
      schema: { querystring: SessionRangeSchema, response: { 200: z.array(TeachingSessionSchema), ...errors } },
    },
    async (request) => sessionsFor(app.db, callerOf(request), request.query, app.clock()),
  );
};
