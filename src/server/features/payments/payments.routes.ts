import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LedgerSchema,
  OrderOidParamsSchema,
  PaymentConfirmSchema,
  PaymentIdParamsSchema,
  PaymentListQuerySchema,
  PaymentRejectSchema,
  PaymentSchema,
  PaymentSubmitSchema,
  PublicReceiptSchema,
  ReceiptNumberParamsSchema,
  StaffPaymentListSchema,
} from '#shared/schemas/payment.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { sendPage } from '#server/lib/paging.ts';
import { enforceRateLimits, publicCheck } from '#server/lib/rate-limit.ts';
import { paymentChecks, receiptChecks } from '#server/lib/rate-limit-policy.ts';
import { adminOnly, callerOf, isAdmin, signedIn } from '#server/auth/guards.ts';
import {
  confirmPayment,
  findPaymentFor,
  findPublicReceipt,
  ledgerFor,
  listPayments,
  rejectPayment,
  submitPayment,
} from './payments.service';

const errors = { ...ERROR_RESPONSES, 409: ApiErrorSchema, 429: ApiErrorSchema };

/**
 * Payments, ledgers and receipts (docs/decisions/0300). A student reaches only their own orders'
 * payments and ledgers (anything else is 404); confirming and rejecting are the office's (admins,
 * the owner among them). The receipt check is public and rate-limited.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:oid/payments',
    {
      onRequest: signedIn,
      schema: {
        params: OrderOidParamsSchema,
        body: PaymentSubmitSchema(),
        response: { 201: PaymentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { oid } = request.params;
      // Per account and per order (docs/decisions/0402), taken only once the caller may pay into
      // the order, so nobody spends another order's tokens; a refused claim costs its token too.
      const limits = () =>
        enforceRateLimits(app.db, paymentChecks({ id: caller.id, staff: isAdmin(caller) }, oid), app.clock());
      const payment = await submitPayment(app.db, caller, oid, request.body, app.clock(), limits);
      return reply.status(201).send(payment);
    },
  );

  app.get(
    '/orders/:oid/ledger',
    { onRequest: signedIn, schema: { params: OrderOidParamsSchema, response: { 200: LedgerSchema, ...errors } } },
    async (request) => ledgerFor(app.db, callerOf(request), request.params.oid, app.clock()),
  );

  // The office's queue: every order's payments, the ones waiting for a decision first.
  app.get(
    '/payments',
    {
      onRequest: adminOnly(),
      schema: { querystring: PaymentListQuerySchema, response: { 200: StaffPaymentListSchema, ...errors } },
    },
    async (request, reply) => sendPage(reply, await listPayments(app.db, request.query)),
  );

  app.get(
    '/payments/:id',
    { onRequest: signedIn, schema: { params: PaymentIdParamsSchema, response: { 200: PaymentSchema, ...errors } } },
    async (request) => findPaymentFor(app.db, callerOf(request), request.params.id),
  );

  app.post(
    '/payments/:id/confirm',
    {
      onRequest: adminOnly(),
      schema: {
        params: PaymentIdParamsSchema,
        body: PaymentConfirmSchema(),
        response: { 200: PaymentSchema, ...errors },
      },
    },
    async (request) =>
      confirmPayment(app.db, callerOf(request), request.params.id, app.clock(), request.body?.closedDayReason ?? null),
  );

  app.post(
    '/payments/:id/reject',
    {
      onRequest: adminOnly(),
      schema: {
        params: PaymentIdParamsSchema,
        body: PaymentRejectSchema(),
        response: { 200: PaymentSchema, ...errors },
      },
    },
    async (request) => rejectPayment(app.db, callerOf(request), request.params.id, request.body, app.clock()),
  );

  app.get(
    '/receipts/:number',
    publicCheck(app, receiptChecks, PublicReceiptSchema, { params: ReceiptNumberParamsSchema }),
    async (request) => findPublicReceipt(app.db, request.params.number),
  );
};
