import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderOidParamsSchema } from '#shared/schemas/payment.ts';
import { TransferResultSchema, TransferSchema } from '#shared/schemas/refund.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { adminOnly, callerOf } from '#server/auth/guards.ts';
import { transferOrder } from './transfers.service';

/** Moving an order to another course (docs/decisions/0441): the office's (admins, the owner among them). */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:oid/transfer',
    {
      onRequest: adminOnly(),
      schema: {
        params: OrderOidParamsSchema,
        body: TransferSchema(),
        response: { 201: TransferResultSchema, ...ERROR_RESPONSES, 409: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await transferOrder(app.db, callerOf(request), request.params.oid, request.body, app.clock())),
  );
};
