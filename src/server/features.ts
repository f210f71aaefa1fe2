import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installJsonBodyParser } from '#server/lib/json-body.ts';
import { healthRoutes } from '#server/features/health/index.ts';
import { courseRoutes } from '#server/features/courses/index.ts';
import { contactRoutes } from '#server/features/contact/index.ts';
import { userRoutes } from '#server/features/users/index.ts';
import { fileRoutes, uploadRoutes } from '#server/features/uploads/index.ts';
import { orderRoutes } from '#server/features/orders/index.ts';
import { paymentRoutes } from '#server/features/payments/index.ts';
import { vehicleRoutes } from '#server/features/vehicles/index.ts';
import { batchRoutes } from '#server/features/batches/index.ts';
import { attendanceRoutes } from '#server/features/attendance/index.ts';
import { calendarRoutes } from '#server/features/calendar/index.ts';
import { certificateRoutes } from '#server/features/certificates/index.ts';
import { roadTestRoutes } from '#server/features/road-tests/index.ts';
import { skillRoutes } from '#server/features/skills/index.ts';
import { reportRoutes } from '#server/features/reports/index.ts';
import { receiptRoutes } from '#server/features/receipts/index.ts';
import { refundRoutes } from '#server/features/refunds/index.ts';
import { transferRoutes } from '#server/features/transfers/index.ts';
import { bkashRoutes, type BkashGateway } from '#server/features/bkash/index.ts';
import { couponRoutes } from '#server/features/coupons/index.ts';
import { blogRoutes } from '#server/features/blogs/index.ts';
import { profileRoutes } from '#server/features/profiles/index.ts';
import { verificationRoutes } from '#server/features/verification/index.ts';
import { accountRoutes } from '#server/features/accounts/index.ts';
import { auditRoutes } from '#server/features/audit/index.ts';
import { schoolRoutes } from '#server/features/school/index.ts';
import { messageRoutes } from '#server/features/messages/index.ts';
import { quizRoutes } from '#server/features/quiz/index.ts';
import { questionBankRoutes } from '#server/features/question-bank/index.ts';
import { signImageRoutes, signRoutes } from '#server/features/signs/index.ts';

/**
 * The features' routes, in one list: a new feature adds its line here. Each feature's plugin
 * declares its own paths, guards and schemas (src/server/features/<name>/<name>.routes.ts).
 */
type Routes = FastifyPluginAsyncZod | FastifyPluginAsync;

/** Under /api: the JSON API. */
const API: Routes[] = [
  healthRoutes,
  courseRoutes,
  contactRoutes,
  userRoutes,
  uploadRoutes,
  orderRoutes,
  paymentRoutes,
  vehicleRoutes,
  batchRoutes,
  attendanceRoutes,
  calendarRoutes,
  certificateRoutes,
  roadTestRoutes,
  skillRoutes,
  reportRoutes,
  receiptRoutes,
  refundRoutes,
  transferRoutes,
  couponRoutes,
  blogRoutes,
  profileRoutes,
  verificationRoutes,
  accountRoutes,
  auditRoutes,
  schoolRoutes,
  messageRoutes,
  quizRoutes,
  signRoutes,
];

/** At the site's root: files and downloads (uploads, the question-bank PDF, road-sign images). */
const ROOT: Routes[] = [fileRoutes, questionBankRoutes, signImageRoutes];

export interface FeatureOptions {
  /** bKash's checkout; defaults to the BKASH_* settings (none when they are not set). */
  bkashGateway?: BkashGateway;
}

export async function registerFeatures(app: FastifyInstance, { bkashGateway }: FeatureOptions): Promise<void> {
  await app.register(
    async (api) => {
      // Small JSON bodies by default; a route that takes long texts raises its own limit.
      installJsonBodyParser(api);
      for (const routes of API) await api.register(routes);
      await api.register(bkashRoutes, { gateway: bkashGateway });
    },
    { prefix: '/api' },
  );
  for (const routes of ROOT) await app.register(routes);
}
