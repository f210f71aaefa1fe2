import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CashUpCloseSchema,
  CashUpDayParamsSchema,
  CashUpDaySchema,
  CashUpIdParamsSchema,
  CashUpMonthQuerySchema,
  CashUpMonthSchema,
  CashUpReopenSchema,
  CashUpSchema,
} from '#shared/schemas/cash-up.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { adminOnly, callerOf, ownerOnly } from '#server/auth/guards.ts';
import { cashUpDay, cashUpMonth, closeDay, reopenClose } from './cash-up.service';

const errors = { ...ERROR_RESPONSES, 409: ApiErrorSchema };
const office = adminOnly();
const owner = ownerOnly;

/**
 * The day's cash-up (docs/decisions/0450): the office (admins, the owner among them) reads a day and
 * closes it; the owner reads every day of a month and re-opens a close with a reason.
 */
export const cashUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cash-up/:day',
    { onRequest: office, schema: { params: CashUpDayParamsSchema, response: { 200: CashUpDaySchema, ...errors } } },
    async (request) => cashUpDay(app.db, request.params.day, app.clock()),
  );

  app.post(
    '/cash-up',
    { onRequest: office, schema: { body: CashUpCloseSchema, response: { 201: CashUpSchema, ...errors } } },
    async (request, reply) =>
      reply.status(201).send(await closeDay(app.db, callerOf(request), request.body, app.clock())),
  );

  app.post(
    '/cash-ups/:id/reopen',
    {
      onRequest: owner,
      schema: { params: CashUpIdParamsSchema, body: CashUpReopenSchema, response: { 200: CashUpSchema, ...errors } },
    },
    async (request) => reopenClose(app.db, callerOf(request), request.params.id, request.body, app.clock()),
  );

  app.get(
    '/cash-ups',
    {
      onRequest: owner,
      schema: { querystring: CashUpMonthQuerySchema, response: { 200: CashUpMonthSchema, ...errors } },
    },
    async (request) => cashUpMonth(app.db, request.query.month, app.clock()),
  );
};
