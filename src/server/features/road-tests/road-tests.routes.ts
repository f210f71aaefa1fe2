import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OrderOidParamsSchema } from '#shared/schemas/payment.ts';
import {
  TestAppointmentCreateSchema,
  TestAppointmentSchema,
  TestAppointmentUpdateSchema,
  TestIdParamsSchema,
  TestListQuerySchema,
} from '#shared/schemas/road-test.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { adminOnly, callerOf, signedIn } from '#server/auth/guards.ts';
import {
  appointmentsBetween,
  appointmentsOf,
  bookAppointment,
  deleteAppointment,
  updateAppointment,
} from './road-tests.service';

const errors = { ...ERROR_RESPONSES, 409: ApiErrorSchema };

/** BRTA test appointments: the office books and records them; the student and teacher read them. */
export const roadTestRoutes: FastifyPluginAsyncZod = async (app) => {
  const testsByOffice = adminOnly();
  app.get(
    '/orders/:oid/tests',
    {
      onRequest: signedIn,
      schema: { params: OrderOidParamsSchema, response: { 200: z.array(TestAppointmentSchema), ...errors } },
    },
    async (request) => appointmentsOf(app.db, callerOf(request), request.params.oid),
  );
  app.post(
    '/orders/:oid/tests',
    {
      onRequest: testsByOffice,
      schema: {
        params: OrderOidParamsSchema,
        body: TestAppointmentCreateSchema,
        response: { 201: TestAppointmentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await bookAppointment(app.db, callerOf(request), request.params.oid, request.body)),
  );
  app.get(
    '/tests',
    {
      onRequest: testsByOffice,
      schema: { querystring: TestListQuerySchema, response: { 200: z.array(TestAppointmentSchema), ...errors } },
    },
    async (request) => appointmentsBetween(app.db, request.query, app.clock()),
  );
  app.patch(
    '/tests/:id',
    {
      onRequest: testsByOffice,
      schema: {
        params: TestIdParamsSchema,
        body: TestAppointmentUpdateSchema,
        response: { 200: TestAppointmentSchema, ...errors },
      },
    },
    async (request) => updateAppointment(app.db, callerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/tests/:id',
    {
      onRequest: testsByOffice,
      schema: { params: TestIdParamsSchema, response: { 200: z.object({ deleted: z.literal(true) }), ...errors } },
    },
    async (request) => {
      await deleteAppointment(app.db, callerOf(request), request.params.id);
      return { deleted: true as const };
    },
  );
};
