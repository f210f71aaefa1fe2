import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CidParamsSchema, CourseListSchema, CourseSchema } from '../../../shared/schemas/course';
import { ApiErrorSchema } from '../../lib/http';
import { findCourseByCid, listCourses } from './service';

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/allcourse', { schema: { response: { 200: CourseListSchema } } }, async () => listCourses(app.db));

  app.get(
    '/oneCourse/:cid',
    { schema: { params: CidParamsSchema, response: { 200: CourseSchema, 404: ApiErrorSchema } } },
    async (request) => findCourseByCid(app.db, request.params.cid),
  );
};
