import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BlogIdParamsSchema,
  BlogListQuerySchema,
  BlogListSchema,
  BlogSaveBodySchema,
  BlogSaveQuerySchema,
  BlogSchema,
} from '#shared/schemas/blog.ts';
import { DeleteResultSchema } from '#shared/schemas/course.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { sendPage } from '#server/lib/paging.ts';
import { JSON_BODY_LIMIT } from '#server/lib/json-body.ts';
import { callerOf, ownerOnly } from '#server/auth/guards.ts';
import { deleteBlog, findBlogByBid, listBlogs, saveBlog } from './blogs.service';

/** The blog calls. Reading is public (the blog pages); writing is for the school owner only. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/allblog',
    { schema: { querystring: BlogListQuerySchema, response: { 200: BlogListSchema, 400: ApiErrorSchema } } },
    async (request, reply) => sendPage(reply, await listBlogs(app.db, request.query)),
  );

  app.get(
    '/oneBlog/:id',
    { schema: { params: BlogIdParamsSchema, response: { 200: BlogSchema, 404: ApiErrorSchema } } },
    async (request) => findBlogByBid(app.db, request.params.id),
  );

  // PUT /blog?bid=…&mode=create|update (docs/decisions/0040).
  app.put(
    '/blog',
    {
      onRequest: ownerOnly,
      bodyLimit: JSON_BODY_LIMIT.longText,
      schema: {
        querystring: BlogSaveQuerySchema,
        body: BlogSaveBodySchema,
        response: { 200: BlogSchema, 201: BlogSchema, ...ERROR_RESPONSES, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { blog, created } = await saveBlog(app.db, callerOf(request).id, request.query, request.body);
      return reply.status(created ? 201 : 200).send(blog);
    },
  );

  app.delete(
    '/deleteOneBlog/:id',
    {
      onRequest: ownerOnly,
      schema: { params: BlogIdParamsSchema, response: { 200: DeleteResultSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      await deleteBlog(app.db, request.params.id);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );
};
