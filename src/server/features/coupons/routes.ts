import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CouponCreateSchema, CouponSchema } from '../../../shared/schemas/coupon';
import { ApiErrorSchema, ERROR_RESPONSES } from '../../lib/http';
import { callerOf, ownerOnlyTo } from '../../auth/guards';
import { createCoupon, listCoupons } from './service';

const ownerOnly = ownerOnlyTo('Only the school owner can manage coupons.');

/** Coupons are the owner's: defining them and reading them with their uses (docs/decisions/0300). */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons',
    { onRequest: ownerOnly, schema: { response: { 200: z.array(CouponSchema), ...ERROR_RESPONSES } } },
    async () => listCoupons(app.db),
  );

  app.post(
    '/coupons',
    {
      onRequest: ownerOnly,
      schema: {
        body: CouponCreateSchema(),
        response: { 201: CouponSchema, ...ERROR_RESPONSES, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const coupon = await createCoupon(app.db, { id: caller.id, email: caller.email }, request.body);
      return reply.status(201).send(coupon);
    },
  );
};
