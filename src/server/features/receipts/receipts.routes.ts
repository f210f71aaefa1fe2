import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { PaymentIdParamsSchema } from '#shared/schemas/payment.ts';
import { PaperQuerySchema } from '#shared/schemas/refund.ts';
import { courseOnPaper } from '#server/lib/pdf/money-paper.ts';
import { orderCourseTitleBn } from '#server/features/messages/index.ts';
import { orders, payments } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { callerOf, isAdmin, signedIn } from '#server/auth/guards.ts';
import { readSchool } from '#server/features/school/index.ts';
import { buildReceiptPdf } from './receipt-pdf';

/** The public page that checks a receipt number, as printed on the receipt and in its QR code. */
export const receiptCheckUrl = (origin: string, number: string) => `${origin}/receipt/${encodeURIComponent(number)}`;

/**
 * A confirmed payment's receipt as a PDF, for the order's student and the office. Anyone else, and
 * a payment that does not exist, get the same 404; a payment not confirmed (yet) has no receipt.
 */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/:id/receipt.pdf',
    { onRequest: signedIn, schema: { params: PaymentIdParamsSchema, querystring: PaperQuerySchema } },
    async (request, reply) => {
      const caller = callerOf(request);
      const [row] = await app.db
        .select({ payment: payments, order: orders, courseTitleBn: orderCourseTitleBn })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.id, request.params.id))
        .limit(1);
      if (!row || (!isAdmin(caller) && row.order.userId !== caller.id)) throw new AppError('PAYMENT_NOT_FOUND');
      const { payment, order, courseTitleBn } = row;
      if (payment.status !== 'confirmed' || !payment.receiptNumber || !payment.confirmedAt)
        throw new AppError('RECEIPT_NOT_FOUND');
      const { school } = await readSchool(app.db);
      const bytes = await buildReceiptPdf({
        school,
        receipt: {
          number: payment.receiptNumber,
          confirmedAt: payment.confirmedAt,
          amount: payment.amount,
          method: payment.method,
          trxId: payment.trxId,
          payerName: order.name,
          sid: order.sid,
          oid: order.oid,
          courseTitle: courseOnPaper(request.query.lang, order.courseTitle, courseTitleBn),
          checkUrl: receiptCheckUrl(app.config.publicUrl, payment.receiptNumber),
        },
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${payment.receiptNumber}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
};
