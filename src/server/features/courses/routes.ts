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
} from '../../../shared/schemas/course';
import { ApiErrorSchema } from '../../lib/http';
import { AppError } from '../../lib/errors';
import { setTotalCount } from '../../lib/paging';
import { requireOwner } from '../../auth/session';
import { JSON_BODY_LIMIT } from '../../lib/json-body';
import { createCourse, deleteCourse, findCourseByCid, listCourses, listCoursesPage, updateCourse } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Only the school owner manages courses; checked before the body is even read. */
  const ownerOnly = async (request: Parameters<typeof requireOwner>[1]) => {
    await requireOwner(app, request);
  };

  // Public: the catalogue (oldest first). Without paging or a cid filter it is the plain list the
  // site has always used; the manage list asks for pages and the total comes in x-total-count.
  app.get(
    '/allcourse',
    { schema: { querystring: CourseListQuerySchema, response: { 200: CourseListSchema, 400: ApiErrorSchema } } },
    async (request, reply) => {
      const q = request.query;
      if (q.page === undefined && q.limit === undefined && q.cid === undefined) return listCourses(app.db);
      const { items, total } = await listCoursesPage(app.db, q);
      setTotalCount(reply, total);
      return items;
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
      bodyLimit: JSON_BODY_LIMIT.text,
      schema: {
        querystring: CourseSaveQuerySchema,
        body: CourseSaveBodySchema,
        response: { 200: CourseSchema, 201: CourseSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const owner = await requireOwner(app, request);
      const { cid, mode } = request.query;
      if (request.body.cid !== undefined && request.body.cid !== cid) {
        throw new AppError('VALIDATION_FAILED', 'cid: The course id in the body does not match the address.', {
          cid: 'Does not match the cid in the address',
        });
      }
      const input = { ...request.body, cid };
      if (mode === 'update') return updateCourse(app.db, input, owner.id);
      return reply.status(201).send(await createCourse(app.db, input, owner.id));
    },
  );

  app.delete(
    '/deleteOneCourse/:cid',
    { onRequest: ownerOnly, schema: { params: CidParamsSchema, response: { 200: DeleteResultSchema, ...errors } } },
    async (request) => {
      await deleteCourse(app.db, request.params.cid);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );

  // The old client called this but nothing ever answered it (docs/decisions/0041).
  app.get(
    '/oneabout/:id',
    { schema: { params: z.object({ id: z.string().max(200) }), response: { 404: ApiErrorSchema } } },
    async () => {
      throw new AppError('NOT_FOUND', 'There is no "about" record: the about page is part of the site, not data.');
    },
  );
};
