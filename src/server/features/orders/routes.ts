import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AllOrderQuerySchema,
  CreateOrderBodySchema,
  DeleteOrderResponseSchema,
  EditOrderBodySchema,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  OrderIdParamsSchema,
  OrderListSchema,
  OrderPutBodySchema,
  OrderPutQuerySchema,
  OrderSchema,
} from '../../../shared/schemas/order';
import { pageWindow } from '../../../shared/schemas/paging';
import { en } from '../../../shared/i18n/en';
import { ApiErrorSchema } from '../../lib/http';
import { AppError } from '../../lib/errors';
import { setTotalCount } from '../../lib/paging';
import { enforceRateLimits } from '../../lib/rate-limit';
import { bookingChecks } from '../../lib/rate-limit-policy';
import { requireUser, type SessionUser } from '../../auth/session';
import { contentIdempotencyKey, createOrder, deleteOrder, findOrderByOid, listOrders, updateOrder } from './service';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
  429: ApiErrorSchema,
};

/** Validates with the schema the handler chose, answering like the route-level validation does. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  const [key, message] = Object.entries(fields)[0]!;
  throw new AppError('VALIDATION_FAILED', `${key === '_' ? 'Request' : key}: ${message}`, fields);
}

const isAdmin = (caller: SessionUser) => caller.role === 'admin';
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The order calls. Every one needs a session (the guard below). Students and teachers reach
 * only their own orders; admins all of them. Editing and deleting are for admins only.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireUser(app, request);
  });

  // One call for create and edit, as the spec's client uses it (docs/decisions/0020-orders.md).
  app.put(
    '/order',
    {
      schema: {
        querystring: OrderPutQuerySchema,
        body: OrderPutBodySchema,
        response: { 200: OrderSchema, 201: OrderSchema, ...errors },
      },
      // The body is the spec's JSON Order; plain text or a form is refused as a type, not parsed.
      preValidation: async (request) => {
        const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
        if (type !== 'application/json') throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the order as JSON.');
      },
    },
    async (request, reply) => {
      const caller = await requireUser(app, request);
      const oid = request.query.oid;
      const existing = oid ? await findOrderByOid(app.db, oid) : null;
      if (existing) {
        if (!isAdmin(caller)) throw new AppError('FORBIDDEN', 'Only an admin can change an order.');
        const changes = parseBody(EditOrderBodySchema(), request.body);
        return updateOrder(app.db, existing.order.oid, changes);
      }

      const body = parseBody(CreateOrderBodySchema(), request.body);
      if ((body.email && !sameEmail(body.email, caller.email)) || (body.sid && body.sid !== caller.sid)) {
        throw new AppError('FORBIDDEN', en.orders.errors.notYourself);
      }
      const header = request.headers[IDEMPOTENCY_HEADER];
      const headerKey = Array.isArray(header) ? header[0] : header;
      if (headerKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(headerKey)) {
        throw new AppError('VALIDATION_FAILED', `idempotencyKey: ${en.orders.errors.idempotencyKey}`, {
          idempotencyKey: en.orders.errors.idempotencyKey,
        });
      }
      const idempotencyKey =
        headerKey ?? body.idempotencyKey ?? contentIdempotencyKey(body.course.cid, body, body.image);
      // New bookings per address (docs/decisions/0140); edits are admins' work.
      await enforceRateLimits(app.db, bookingChecks(request.ip), app.clock());
      const { order, created } = await createOrder(
        app.db,
        { id: caller.id, email: caller.email, sid: caller.sid },
        { ...body, cid: body.course.cid, nidImage: body.image, idempotencyKey },
      );
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/allOrder',
    { schema: { querystring: AllOrderQuerySchema, response: { 200: OrderListSchema, ...errors } } },
    async (request, reply) => {
      const caller = await requireUser(app, request);
      const { email } = request.query;
      if (!isAdmin(caller) && email && !sameEmail(email, caller.email)) {
        throw new AppError('FORBIDDEN', 'You can only see your own orders.');
      }
      const { items, total } = await listOrders(app.db, {
        ...(isAdmin(caller) ? { email } : { userId: caller.id }),
        ...pageWindow(request.query),
      });
      setTotalCount(reply, total);
      return items;
    },
  );

  app.get(
    '/oneOrder/:id',
    { schema: { params: OrderIdParamsSchema, response: { 200: OrderSchema, ...errors } } },
    async (request) => {
      const caller = await requireUser(app, request);
      const found = await findOrderByOid(app.db, request.params.id);
      if (!found) throw new AppError('ORDER_NOT_FOUND');
      if (!isAdmin(caller) && found.userId !== caller.id) throw new AppError('FORBIDDEN');
      return found.order;
    },
  );

  app.delete(
    '/deleteOneOrder/:id',
    { schema: { params: OrderIdParamsSchema, response: { 200: DeleteOrderResponseSchema, ...errors } } },
    async (request) => {
      const caller = await requireUser(app, request);
      if (!isAdmin(caller)) throw new AppError('FORBIDDEN', 'Only an admin can delete an order.');
      await deleteOrder(app.db, app.storage, request.params.id, request.log);
      return { deletedCount: 1 };
    },
  );
};
