import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { asciiDigits } from '#shared/digits.ts';
import { OrderOidParamsSchema } from '#shared/schemas/payment.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { AppError } from '#server/lib/errors.ts';
import { callerOf, signedIn } from '#server/auth/guards.ts';
import { bkashGateway, type BkashGateway } from './gateway';
import { finishCheckout, startCheckout } from './bkash.service';

const CheckoutBodySchema = z.object({
  amount: z
    .union([z.number(), z.string().overwrite(asciiDigits).transform(Number)])
    .pipe(z.number('Enter the amount in whole taka.').int('Enter the amount in whole taka.').min(1).max(10_000_000)),
  language: z.enum(['bn', 'en']).default('bn'),
});

const CallbackQuerySchema = z.object({
  paymentID: z.string().trim().min(1).max(100),
  status: z.string().trim().max(40).default(''),
  lang: z.enum(['bn', 'en']).default('bn'),
});

/**
 * Paying online through bKash's checkout, when the school has set up its merchant account
 * (BKASH_* settings): `GET /api/bkash` says whether it is there; `POST /api/orders/:oid/bkash`
 * starts a payment and answers the address of bKash's page; bKash sends the browser back to
 * `/api/bkash/callback`, which settles it with bKash and takes the student to their course page.
 */
export const bkashRoutes: FastifyPluginAsyncZod<{ gateway?: BkashGateway }> = async (app, opts) => {
  const config = app.config.bkash;
  const gateway = opts.gateway ?? (config ? bkashGateway(config) : null);
  const gatewayOrOff = () => {
    if (!gateway) throw new AppError('BKASH_OFF');
    return gateway;
  };

  app.get(
    '/bkash',
    { onRequest: signedIn, schema: { response: { 200: z.object({ enabled: z.boolean() }), ...ERROR_RESPONSES } } },
    async () => ({ enabled: gateway !== null }),
  );

  app.post(
    '/orders/:oid/bkash',
    {
      onRequest: signedIn,
      schema: {
        params: OrderOidParamsSchema,
        body: CheckoutBodySchema,
        response: {
          201: z.object({ bkashURL: z.string() }),
          ...ERROR_RESPONSES,
          409: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const g = gatewayOrOff();
      const callbackURL = `${app.config.publicUrl}/api/bkash/callback?lang=${request.body.language}`;
      const started = await startCheckout(
        app.db,
        g,
        callerOf(request),
        request.params.oid,
        request.body.amount,
        callbackURL,
      );
      return reply.status(201).send(started);
    },
  );

  // The browser, back from bKash's page: not necessarily signed in here (bKash may open it in
  // another tab or app), so the paymentID, which only bKash and this server know, is what counts.
  app.get('/bkash/callback', { schema: { querystring: CallbackQuerySchema } }, async (request, reply) => {
    const { paymentID, status, lang } = request.query;
    const outcome = await finishCheckout(app.db, gatewayOrOff(), paymentID, status, app.clock());
    const page = `${lang === 'bn' ? '/bn' : ''}/dashboard/my-course?bkash=${outcome}`;
    return reply.redirect(page, 303);
  });
};
