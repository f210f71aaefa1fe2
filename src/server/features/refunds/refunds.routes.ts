import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderOidParamsSchema } from '#shared/schemas/payment.ts';
import {
  PublicRefundSchema,
  RefundApproveSchema,
  RefundDeclineSchema,
  RefundIdParamsSchema,
  RefundListQuerySchema,
  RefundListSchema,
  PaperQuerySchema,
  RefundNumberParamsSchema,
  RefundRequestSchema,
  RefundSchema,
} from '#shared/schemas/refund.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { AppError } from '#server/lib/errors.ts';
import { sendPage } from '#server/lib/paging.ts';
import { publicCheck } from '#server/lib/rate-limit.ts';
import { receiptChecks } from '#server/lib/rate-limit-policy.ts';
import { callerOf, ownerOnly, signedIn } from '#server/auth/guards.ts';
import { readSchool } from '#server/features/school/index.ts';
import { courseOnPaper } from '#server/lib/pdf/money-paper.ts';
import { buildRefundPdf } from './refund-pdf';
import {
  approveRefund,
  declineRefund,
  findPublicRefund,
  findRefundFor,
  listRefunds,
  requestRefund,
} from './refunds.service';

const errors = { ...ERROR_RESPONSES, 409: ApiErrorSchema };

/** The public page that checks a refund number, as printed on its paper and in its QR code. */
export const refundCheckUrl = (origin: string, number: string) => `${origin}/refund/${encodeURIComponent(number)}`;

/**
 * Refunds (docs/decisions/0440). The order's student asks on their own orders, the office on any;
 * the owner alone approves and declines; the list shows a student only their own orders'. The
 * check of a refund number is public and rate-limited with the receipts' check.
 */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerDecides = ownerOnly;

  app.post(
    '/orders/:oid/refunds',
    {
      onRequest: signedIn,
      schema: { params: OrderOidParamsSchema, body: RefundRequestSchema(), response: { 201: RefundSchema, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send(await requestRefund(app.db, callerOf(request), request.params.oid, request.body)),
  );

  app.get(
    '/refunds',
    {
      onRequest: signedIn,
      schema: { querystring: RefundListQuerySchema, response: { 200: RefundListSchema, ...errors } },
    },
    async (request, reply) => sendPage(reply, await listRefunds(app.db, callerOf(request), request.query)),
  );

  app.post(
    '/refunds/:id/approve',
    {
      onRequest: ownerDecides,
      schema: { params: RefundIdParamsSchema, body: RefundApproveSchema(), response: { 200: RefundSchema, ...errors } },
    },
    async (request) => approveRefund(app.db, callerOf(request), request.params.id, request.body, app.clock()),
  );

  app.post(
    '/refunds/:id/decline',
    {
      onRequest: ownerDecides,
      schema: { params: RefundIdParamsSchema, body: RefundDeclineSchema(), response: { 200: RefundSchema, ...errors } },
    },
    async (request) => declineRefund(app.db, callerOf(request), request.params.id, request.body, app.clock()),
  );

  // An approved refund's paper, for the order's student and the office.
  app.get(
    '/refunds/:id/receipt.pdf',
    { onRequest: signedIn, schema: { params: RefundIdParamsSchema, querystring: PaperQuerySchema } },
    async (request, reply) => {
      const { refund, order, courseTitleBn } = await findRefundFor(app.db, callerOf(request), request.params.id);
      if (refund.status !== 'approved' || !refund.number || !refund.approvedAt || !refund.amount || !refund.method)
        throw new AppError('REFUND_RECEIPT_NOT_FOUND');
      const { school } = await readSchool(app.db);
      const bytes = await buildRefundPdf({
        school,
        refund: {
          number: refund.number,
          approvedAt: refund.approvedAt,
          amount: refund.amount,
          method: refund.method,
          reference: refund.reference,
          payeeName: order.name,
          sid: order.sid,
          oid: order.oid,
          courseTitle: courseOnPaper(request.query.lang, order.courseTitle, courseTitleBn),
          cancelledOrder: refund.cancelOrder,
          checkUrl: refundCheckUrl(app.config.publicUrl, refund.number),
        },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${refund.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    '/refund-receipts/:number',
    publicCheck(app, receiptChecks, PublicRefundSchema, { params: RefundNumberParamsSchema }),
    async (request) => findPublicRefund(app.db, request.params.number),
  );
};
