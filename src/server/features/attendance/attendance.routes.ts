import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttendanceMarkSchema, AttendanceSchema, BatchIdParamsSchema, ProgressSchema } from '#shared/schemas/batch.ts';
import { OrderOidParamsSchema } from '#shared/schemas/payment.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { callerOf, signedIn } from '#server/auth/guards.ts';
import { batchAttendance, markAttendance, progressFor } from './attendance.service';

const errors = { ...ERROR_RESPONSES, 409: ApiErrorSchema };

/**
 * Attendance and progress: a batch's teacher (or the office) marks its sessions; progress is the
 * student's, their teacher's and the office's to read.
 */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/batches/:id/attendance',
    {
      onRequest: signedIn,
      schema: { params: BatchIdParamsSchema, response: { 200: z.array(AttendanceSchema), ...errors } },
    },
    async (request) => batchAttendance(app.db, callerOf(request), request.params.id),
  );

  app.post(
    '/batches/:id/attendance',
    {
      onRequest: signedIn,
      schema: {
        params: BatchIdParamsSchema,
        body: AttendanceMarkSchema,
        response: { 200: AttendanceSchema, ...errors },
      },
    },
    async (request) => markAttendance(app.db, callerOf(request), request.params.id, request.body, app.clock()),
  );

  app.get(
    '/orders/:oid/progress',
    { onRequest: signedIn, schema: { params: OrderOidParamsSchema, response: { 200: ProgressSchema, ...errors } } },
    async (request) => progressFor(app.db, callerOf(request), request.params.oid, app.clock(), app.config.quiz),
  );
};
