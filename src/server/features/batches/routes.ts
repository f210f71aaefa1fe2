import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AttendanceMarkSchema,
  AttendanceSchema,
  BatchCreateSchema,
  BatchDetailSchema,
  BatchIdParamsSchema,
  BatchListQuerySchema,
  BatchSchema,
  CertificateSchema,
  IssueCertificateSchema,
  PublicCertificateSchema,
  RevokeCertificateSchema,
  SerialParamsSchema,
  PlaceStudentSchema,
  ProgressSchema,
  SessionRangeSchema,
  SkillKindParamsSchema,
  SkillListSchema,
  SkillListUpdateSchema,
  TeachingSessionSchema,
  VehicleCreateSchema,
  VehicleSchema,
} from '#shared/schemas/batch.ts';
import { OrderOidParamsSchema } from '#shared/schemas/payment.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { adminOnly, callerOf, ownerOnlyTo, signedIn, teachersOrStaff } from '#server/auth/guards.ts';
import { rateLimitHook } from '#server/lib/rate-limit.ts';
import { certificateChecks } from '#server/lib/rate-limit-policy.ts';
import { readSchool } from '#server/features/school/index.ts';
import { certificateFor, certificatesOf, issueCertificate, publicCertificate, revokeCertificate } from './certificates';
import { buildCertificatePdf } from './certificate-pdf';
import {
  addVehicle,
  batchAttendance,
  batchFor,
  createBatch,
  listBatches,
  listVehicles,
  markAttendance,
  placeStudent,
  progressFor,
  sessionsFor,
} from './service';
import { calendarFeed, calendarToken } from './calendar';
import {
  appointmentsBetween,
  appointmentsOf,
  bookAppointment,
  deleteAppointment,
  updateAppointment,
} from './road-tests';
import { listSkillLists, replaceSkills } from './skills';
import {
  TestAppointmentCreateSchema,
  TestAppointmentSchema,
  TestAppointmentUpdateSchema,
  TestIdParamsSchema,
  TestListQuerySchema,
} from '#shared/schemas/road-test.ts';

const errors = { ...ERROR_RESPONSES, 409: ApiErrorSchema };
const staffOnly = adminOnly('Only the office can manage batches and vehicles.');
const teachersAndStaff = teachersOrStaff('Only teachers and the office have sessions to run.');

/**
 * Batches, seats, vehicles, attendance and progress. The office creates batches and places
 * students; a student may take a free seat in a batch of their own course; a batch's teacher (or
 * the office) marks its attendance; progress is the student's, their teacher's and the office's.
 */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vehicles',
    { onRequest: staffOnly, schema: { response: { 200: z.array(VehicleSchema), ...errors } } },
    async () => listVehicles(app.db),
  );

  app.post(
    '/vehicles',
    { onRequest: staffOnly, schema: { body: VehicleCreateSchema, response: { 201: VehicleSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await addVehicle(app.db, callerOf(request), request.body)),
  );

  app.get(
    '/batches',
    {
      onRequest: signedIn,
      schema: { querystring: BatchListQuerySchema, response: { 200: z.array(BatchSchema), ...errors } },
    },
    async (request) => listBatches(app.db, callerOf(request), request.query, app.clock()),
  );

  app.post(
    '/batches',
    { onRequest: staffOnly, schema: { body: BatchCreateSchema, response: { 201: BatchSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await createBatch(app.db, callerOf(request), request.body)),
  );

  app.get(
    '/batches/:id',
    { onRequest: signedIn, schema: { params: BatchIdParamsSchema, response: { 200: BatchDetailSchema, ...errors } } },
    async (request) => batchFor(app.db, callerOf(request), request.params.id),
  );

  app.post(
    '/batches/:id/students',
    {
      onRequest: signedIn,
      schema: {
        params: BatchIdParamsSchema,
        body: PlaceStudentSchema,
        response: { 201: BatchDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await placeStudent(app.db, callerOf(request), request.params.id, request.body.oid, app.clock())),
  );

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
    '/sessions',
    {
      onRequest: teachersAndStaff,
      schema: { querystring: SessionRangeSchema, response: { 200: z.array(TeachingSessionSchema), ...errors } },
    },
    async (request) => sessionsFor(app.db, callerOf(request), request.query, app.clock()),
  );

  // The calendar: each person's secret address, and the feed a phone's calendar app fetches.
  const feedUrl = (token: string) => `${app.config.publicUrl}/api/calendar/${token}.ics`;
  app.get(
    '/calendar',
    { onRequest: signedIn, schema: { response: { 200: z.object({ url: z.string() }), ...errors } } },
    async (request) => ({ url: feedUrl(await calendarToken(app.db, callerOf(request).id)) }),
  );
  app.post(
    '/calendar/reset',
    { onRequest: signedIn, schema: { response: { 200: z.object({ url: z.string() }), ...errors } } },
    async (request) => ({ url: feedUrl(await calendarToken(app.db, callerOf(request).id, true)) }),
  );
  app.get(
    '/calendar/:file',
    {
      schema: {
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/, 'A calendar address ends in .ics') }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const body = await calendarFeed(app.db, token, app.clock(), new URL(app.config.publicUrl).hostname);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="sessions.ics"')
        .send(Buffer.from(body, 'utf8'));
    },
  );

  // ── Certificates ──
  const origin = app.config.publicUrl;
  app.post(
    '/orders/:oid/certificate',
    {
      onRequest: ownerOnlyTo('Only the school owner issues certificates.'),
      schema: {
        params: OrderOidParamsSchema,
        body: IssueCertificateSchema,
        response: { 201: CertificateSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await issueCertificate(
            app.db,
            callerOf(request),
            request.params.oid,
            request.body.override,
            app.clock(),
            origin,
            app.config.quiz,
          ),
        ),
  );
  app.get(
    '/orders/:oid/certificates',
    {
      onRequest: signedIn,
      schema: { params: OrderOidParamsSchema, response: { 200: z.array(CertificateSchema), ...errors } },
    },
    async (request) => certificatesOf(app.db, callerOf(request), request.params.oid, origin),
  );
  app.get(
    '/certificates/:serial',
    {
      onRequest: rateLimitHook(app, (request) => certificateChecks(request.ip)),
      schema: {
        params: SerialParamsSchema,
        response: { 200: PublicCertificateSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => publicCertificate(app.db, request.params.serial),
  );
  app.post(
    '/certificates/:serial/revoke',
    {
      onRequest: ownerOnlyTo('Only the school owner revokes certificates.'),
      schema: {
        params: SerialParamsSchema,
        body: RevokeCertificateSchema,
        response: { 200: CertificateSchema, ...errors },
      },
    },
    async (request) =>
      revokeCertificate(app.db, callerOf(request), request.params.serial, request.body.reason, app.clock(), origin),
  );
  app.get(
    '/certificates/:serial/certificate.pdf',
    { onRequest: signedIn, schema: { params: SerialParamsSchema } },
    async (request, reply) => {
      const certificate = await certificateFor(app.db, callerOf(request), request.params.serial, origin);
      const { school } = await readSchool(app.db);
      const bytes = await buildCertificatePdf({ school, certificate });
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="certificate-${certificate.serial}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    '/orders/:oid/progress',
    { onRequest: signedIn, schema: { params: OrderOidParamsSchema, response: { 200: ProgressSchema, ...errors } } },
    async (request) => progressFor(app.db, callerOf(request), request.params.oid, app.clock(), app.config.quiz),
  );

  // ── BRTA test appointments: the office books and records them; the student and teacher read them ──
  const testsByOffice = adminOnly('Only the office records test appointments.');
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

  // ── Skill checklists: teachers and the office read them; the owner changes them ──
  app.get(
    '/skills',
    { onRequest: teachersAndStaff, schema: { response: { 200: z.array(SkillListSchema), ...errors } } },
    async () => listSkillLists(app.db),
  );
  app.put(
    '/skills/:kind',
    {
      onRequest: ownerOnlyTo('Only the school owner changes the skill checklists.'),
      schema: {
        params: SkillKindParamsSchema,
        body: SkillListUpdateSchema,
        response: { 200: SkillListSchema, ...errors },
      },
    },
    async (request) => replaceSkills(app.db, callerOf(request), request.params.kind, request.body),
  );
};
