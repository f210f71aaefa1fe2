import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '#server/lib/http.ts';
import { AppError } from '#server/lib/errors.ts';
import { getSessionUser } from '#server/auth/session.ts';
import { rateLimitHook } from '#server/lib/rate-limit.ts';
import { uploadChecks } from '#server/lib/rate-limit-policy.ts';
import { MAX_UPLOAD_BYTES, PDF_TYPE, UPLOAD_FILE_NAME, isUploadKey } from '#shared/uploads.ts';
import { findUploadByKey, saveUpload, urlOf } from './uploads.service';

const UploadResponseSchema = z.object({
  data: z.object({ display_url: z.string(), url: z.string() }),
  success: z.literal(true),
});

/**
 * POST /api/upload (multipart, field "image") answers like the old image host: {data: {display_url}}.
 * `?kind=private` stores an identity document that only its owner and admins can open: an image,
 * or a PDF (only here).
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/upload',
    {
      // Anonymous uploads (the sign-up photo) and signed-in ones draw from separate buckets, so
      // neither can use up the other (docs/decisions/0140).
      onRequest: rateLimitHook(app, async (request) =>
        uploadChecks(request.ip, (await getSessionUser(app, request))?.id ?? null),
      ),
      schema: {
        querystring: z.object({ kind: z.enum(['public', 'private']).default('public') }),
        response: {
          200: UploadResponseSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const user = await getSessionUser(app, request);
      const visibility = request.query.kind;
      if (visibility === 'private' && !user) throw new AppError('UNAUTHENTICATED');
      let buffer: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'image') {
          throw new AppError('VALIDATION_FAILED', { image: 'Required' });
        }
        buffer = await file.toBuffer();
      } catch (err) {
        // Size limits keep their 413; a cut-off or malformed form is the sender's fault, not a 500.
        if (err instanceof AppError || (err as { statusCode?: number }).statusCode === 413) throw err;
        throw new AppError('BAD_REQUEST');
      }
      const row = await saveUpload(app.db, app.storage, buffer, { ownerId: user?.id ?? null, visibility });
      const url = urlOf(row);
      return { data: { display_url: url, url }, success: true as const };
    },
  );
};

/** GET /files/public/* (images) for anyone; GET /files/private/* (images and PDFs) only for the owner and admins. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:folder/:name',
    {
      schema: {
        params: z.object({
          folder: z.enum(['public', 'private']),
          name: z.string().regex(UPLOAD_FILE_NAME),
        }),
      },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.name}`;
      // A PDF is only ever a private upload: no public address names one.
      const row = isUploadKey(key) ? await findUploadByKey(app.db, key) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      if (row.visibility === 'private') {
        const user = await getSessionUser(app, request);
        if (!user) throw new AppError('UNAUTHENTICATED');
        if (user.role !== 'admin' && user.id !== row.ownerId) throw new AppError('FORBIDDEN');
      }
      const object = await app.storage.stream(key);
      if (!object) throw new AppError('NOT_FOUND');
      // A PDF opens in the browser's own viewer, not as a download, so staff can check it at once.
      if (row.mime === PDF_TYPE) reply.header('content-disposition', 'inline');
      return reply
        .header('content-type', row.mime)
        .header('x-content-type-options', 'nosniff')
        .header(
          'cache-control',
          row.visibility === 'private' ? 'private, no-store' : 'public, max-age=31536000, immutable',
        )
        .send(object.body);
    },
  );
};
