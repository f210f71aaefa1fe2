import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AllOrderQuerySchema,
  DeleteOrderResponseSchema,
  IDEMPOTENCY_HEADER,
  OrderCountsSchema,
  OrderFiltersSchema,
  OrderIdParamsSchema,
  OrderListSchema,
  OrderPutBodySchema,
  OrderPutQuerySchema,
  OrderSchema,
} from '#shared/schemas/order.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { AppError } from '#server/lib/errors.ts';
import { sendPage } from '#server/lib/paging.ts';
import { bookingChecks } from '#server/lib/rate-limit-policy.ts';
import { adminOnly, callerOf, signedIn } from '#server/auth/guards.ts';
import { actorOf } from '#server/lib/audit.ts';
import { countOrdersFor, deleteOrder, findOrderFor, listOrdersFor, saveOrder } from './orders.service';

const errors = {
  ...ERROR_RESPONSES,
  409: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
  429: ApiErrorSchema,
};

/**
 * The order calls, every one for signed-in users. Students and teachers reach only their own
 * orders; admins all of them. Editing and deleting are for admins only.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  // One call for create and edit, as the spec's client uses it (docs/decisions/0020-orders-put-idempotency-and-permissions.md).
  app.put(
    '/order',
    {
      onRequest: signedIn,
      schema: {
        querystring: OrderPutQuerySchema,
        body: OrderPutBodySchema,
        response: { 200: OrderSchema, 201: OrderSchema, ...errors },
      },
      // The body is the spec's JSON Order; plain text or a form is refused as a type, not parsed.
      preValidation: async (request) => {
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        if (type !== 'application/json') throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      },
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER];
      const { order, created } = await saveOrder(app.db, callerOf(request), {
        oid: request.query.oid,
        body: request.body,
        idempotencyHeader: Array.isArray(header) ? header[0] : header,
        // New bookings per address (docs/decisions/0140); edits are admins' work.
        rateLimit: { checks: bookingChecks(request.ip), now: app.clock() },
      });
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/allOrder',
    {
      onRequest: signedIn,
      schema: { querystring: AllOrderQuerySchema, response: { 200: OrderListSchema, ...errors } },
    },
    async (request, reply) => sendPage(reply, await listOrdersFor(app.db, callerOf(request), request.query)),
  );

  app.get(
    '/allOrder/counts',
    {
      onRequest: signedIn,
      schema: { querystring: OrderFiltersSchema, response: { 200: OrderCountsSchema, ...errors } },
    },
    async (request) => countOrdersFor(app.db, callerOf(request), request.query),
  );

  app.get(
    '/oneOrder/:id',
    { onRequest: signedIn, schema: { params: OrderIdParamsSchema, response: { 200: OrderSchema, ...errors } } },
    async (request) => findOrderFor(app.db, callerOf(request), request.params.id),
  );

  app.delete(
    '/deleteOneOrder/:id',
    {
      onRequest: adminOnly(),
      schema: { params: OrderIdParamsSchema, response: { 200: DeleteOrderResponseSchema, ...errors } },
    },
    async (request) => {
      await deleteOrder(app.db, app.storage, actorOf(callerOf(request)), request.params.id, request.log);
      return { deletedCount: 1 };
    },
  );
};
