import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BLOG_IMAGE_KEYS,
  BlogIdParamsSchema,
  BlogListQuerySchema,
  BlogListSchema,
  BlogSaveBodySchema,
  BlogSaveQuerySchema,
  BlogSchema,
} from '../../../shared/schemas/blog';
import { DeleteResultSchema, FIELD_MESSAGES } from '../../../shared/schemas/course';
import { ApiErrorSchema } from '../../lib/http';
import { AppError } from '../../lib/errors';
import { setTotalCount } from '../../lib/paging';
import { requireOwner } from '../../auth/session';
import { JSON_BODY_LIMIT } from '../../lib/json-body';
import { createBlog, deleteBlog, findBlogByBid, listBlogs, updateBlog } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The blog calls. Reading is public (the blog pages); writing is for the school owner only. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const ownerOnly = async (request: Parameters<typeof requireOwner>[1]) => {
    await requireOwner(app, request);
  };

  app.get(
    '/allblog',
    { schema: { querystring: BlogListQuerySchema, response: { 200: BlogListSchema, 400: ApiErrorSchema } } },
    async (request, reply) => {
      const { items, total } = await listBlogs(app.db, request.query);
      setTotalCount(reply, total);
      return items;
    },
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
        response: { 200: BlogSchema, 201: BlogSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const owner = await requireOwner(app, request);
      const { bid, mode } = request.query;
      const { bid: bodyBid, ...body } = request.body;
      if (bodyBid !== undefined && bodyBid !== bid) {
        throw new AppError('VALIDATION_FAILED', 'bid: The blog id in the body does not match the address.', {
          bid: 'Does not match the bid in the address',
        });
      }
      if (mode === 'update') return updateBlog(app.db, bid, body, owner.id);
      const { image1, image2, image3 } = body;
      if (!image1 || !image2 || !image3) {
        const missing = BLOG_IMAGE_KEYS.filter((k) => !body[k]);
        throw new AppError(
          'VALIDATION_FAILED',
          `${missing[0]}: ${FIELD_MESSAGES.required}`,
          Object.fromEntries(missing.map((k) => [k, FIELD_MESSAGES.required])),
        );
      }
      return reply.status(201).send(await createBlog(app.db, { ...body, image1, image2, image3, bid }, owner.id));
    },
  );

  app.delete(
    '/deleteOneBlog/:id',
    { onRequest: ownerOnly, schema: { params: BlogIdParamsSchema, response: { 200: DeleteResultSchema, ...errors } } },
    async (request) => {
      await deleteBlog(app.db, request.params.id);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );
};
