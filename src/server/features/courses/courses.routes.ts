import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CidParamsSchema,
  CourseListQuerySchema,
  CourseListSchema,
  CourseSaveBodySchema,
  CourseSaveQuerySchema,
  CourseSchema,
  DeleteResultSchema,
} from '#shared/schemas/course.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { AppError } from '#server/lib/errors.ts';
import { actorOf } from '#server/lib/audit.ts';
import { sendPage } from '#server/lib/paging.ts';
import { JSON_BODY_LIMIT } from '#server/lib/json-body.ts';
import { callerOf, ownerOnly } from '#server/auth/guards.ts';
import {
  catalogueBytes,
  deleteCourse,
  findCourseByCid,
  listCourses,
  listCoursesPage,
  saveCourse,
} from './courses.service';

/** The course calls. Reading is public (the catalogue); writing is for the school owner only. */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every visitor's first page reads the plain catalogue: once the app has answered it, it is sent
  // from memory while this process's copy is fresh (lib/hot-reads.ts), the same bytes and headers.
  app.hotReads.add('/api/allcourse', () => catalogueBytes(app.db));

  // Public: the catalogue (oldest first). Without paging or a cid filter it is the plain list the
  // site has always used; the manage list asks for pages and the total comes in x-total-count.
  app.get(
    '/allcourse',
    { schema: { querystring: CourseListQuerySchema, response: { 200: CourseListSchema, 400: ApiErrorSchema } } },
    async (request, reply) => {
      const q = request.query;
      if ([q.page, q.limit, q.cid, q.q, q.sort].every((v) => v === undefined)) return listCourses(app.db);
      return sendPage(reply, await listCoursesPage(app.db, q));
    },
  );

  app.get(
    '/oneCourse/:cid',
    { schema: { params: CidParamsSchema, response: { 200: CourseSchema, 404: ApiErrorSchema } } },
    async (request) => findCourseByCid(app.db, request.params.cid),
  );

  // PUT /course?cid=…&mode=create|update (docs/decisions/0040): create never overwrites, update
  // never creates.
  app.put(
    '/course',
    {
      onRequest: ownerOnly,
      bodyLimit: JSON_BODY_LIMIT.bilingualText,
      schema: {
        querystring: CourseSaveQuerySchema,
        body: CourseSaveBodySchema,
        response: { 200: CourseSchema, 201: CourseSchema, ...ERROR_RESPONSES, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { course, created } = await saveCourse(app.db, actorOf(callerOf(request)), request.query, request.body);
      return reply.status(created ? 201 : 200).send(course);
    },
  );

  app.delete(
    '/deleteOneCourse/:cid',
    {
      onRequest: ownerOnly,
      schema: { params: CidParamsSchema, response: { 200: DeleteResultSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      await deleteCourse(app.db, actorOf(callerOf(request)), request.params.cid);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );

  // The old client called this but nothing ever answered it (docs/decisions/0041).
  app.get(
    '/oneabout/:id',
    { schema: { params: z.object({ id: z.string().max(200) }), response: { 404: ApiErrorSchema } } },
    async () => {
      throw new AppError('NOT_FOUND');
    },
  );
};
