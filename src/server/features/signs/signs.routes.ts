import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROAD_SIGNS, signImage } from '#shared/content/road-signs.ts';
import { RoadSignSchema, SignsQuerySchema, type RoadSign } from '#shared/schemas/sign.ts';
import { ApiErrorSchema } from '#server/lib/http.ts';
import { AppError } from '#server/lib/errors.ts';

const LIST: RoadSign[] = ROAD_SIGNS.map(({ svg: _svg, ...sign }) => ({ ...sign, image: signImage(sign.id) }));
const BY_ID = new Map(ROAD_SIGNS.map((s) => [s.id, s]));
/** Changes only with a new version of the catalogue, which lives in the code. */
const VERSION = `"${createHash('sha256').update(JSON.stringify(ROAD_SIGNS)).digest('base64url').slice(0, 16)}"`;

/** Whether every word typed is in the sign's names or meanings (either language, any case). */
export function signMatches(sign: RoadSign, q: string): boolean {
  const haystack = `${sign.en} ${sign.enMeaning} ${sign.bn} ${sign.bnMeaning}`.toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * The sign library: the list with meanings, searchable (`?q=` in English or Bengali, `?category=`).
 * It is a constant in memory, cheap to answer, so it has no rate limit; a browser keeps it and
 * revalidates (ETag).
 */
export const signRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/signs',
    {
      config: { revalidate: true },
      schema: {
        querystring: SignsQuerySchema,
        response: { 200: z.array(RoadSignSchema), 304: z.null(), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { q, category } = request.query;
      const etag = `${VERSION.slice(0, -1)}-${createHash('sha256')
        .update(`${q ?? ''}|${category ?? ''}`)
        .digest('base64url')
        .slice(0, 8)}"`;
      reply.header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return LIST.filter((s) => (!category || s.category === category) && (!q || signMatches(s, q)));
    },
  );
};

/** The pictures, at /signs/<id>.svg: drawn in the code, so they change only with a new version. */
export const signImageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/signs/:file', async (request, reply) => {
    const sign = /^([a-z0-9-]+)\.svg$/.exec(request.params.file) && BY_ID.get(request.params.file.slice(0, -4));
    if (!sign) throw new AppError('NOT_FOUND');
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('etag', VERSION)
      .send(sign.svg);
  });
};
