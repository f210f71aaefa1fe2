import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CouponCreateSchema, CouponPriceSchema, CouponSchema, CouponUpdateSchema } from '#shared/schemas/coupon.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { rateLimitHook } from '#server/lib/rate-limit.ts';
import { couponChecks } from '#server/lib/rate-limit-policy.ts';
import { normalizeCouponCode } from '#shared/schemas/coupon.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { findCourseByCid } from '#server/features/courses/index.ts';
import { callerOf, ownerOnly, signedIn } from '#server/auth/guards.ts';
import { actorOf } from '#server/lib/audit.ts';
import { couponPrice, createCoupon, listCoupons, retireCoupon, updateCoupon } from './coupons.service';

const CouponPriceParamsSchema = z.object({ code: z.string().max(40).transform(normalizeCouponCode) });
const CouponPriceQuerySchema = z.object({ cid: z.string().trim().min(1, 'Name the course.').max(100) });
const CouponIdParamsSchema = z.object({ id: z.uuid('A coupon id is a UUID.') });

/**
 * Coupons are the owner's: defining, reading with their uses, changing the last day, cap or value,
 * and retiring them (docs/decisions/0300, 0304). A signed-in student may ask what a code takes off
 * a course before booking (rate-limited per address: codes are guessable words).
 */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons/:code/price',
    {
      onRequest: [signedIn, rateLimitHook(app, (request) => couponChecks(request.ip))],
      schema: {
        params: CouponPriceParamsSchema,
        querystring: CouponPriceQuerySchema,
        response: { 200: CouponPriceSchema, ...ERROR_RESPONSES, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const course = await findCourseByCid(app.db, request.query.cid);
      const today = todayInDhaka(app.clock());
      return couponPrice(app.db, request.params.code, course.price, today, callerOf(request).id);
    },
  );

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
      const coupon = await createCoupon(app.db, actorOf(callerOf(request)), request.body);
      return reply.status(201).send(coupon);
    },
  );

  app.patch(
    '/coupons/:id',
    {
      onRequest: ownerOnly,
      schema: {
        params: CouponIdParamsSchema,
        body: CouponUpdateSchema(),
        response: { 200: CouponSchema, ...ERROR_RESPONSES, 409: ApiErrorSchema },
      },
    },
    async (request) => updateCoupon(app.db, actorOf(callerOf(request)), request.params.id, request.body),
  );

  app.post(
    '/coupons/:id/retire',
    {
      onRequest: ownerOnly,
      schema: { params: CouponIdParamsSchema, response: { 200: CouponSchema, ...ERROR_RESPONSES } },
    },
    async (request) => retireCoupon(app.db, actorOf(callerOf(request)), request.params.id, app.clock()),
  );
};
