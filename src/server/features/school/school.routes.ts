import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SchoolInputSchema, SchoolSchema } from '#shared/schemas/school.ts';
import { callerOf, ownerOnly } from '#server/auth/guards.ts';
import { ERROR_RESPONSES } from '#server/lib/http.ts';
import { JSON_BODY_LIMIT } from '#server/lib/json-body.ts';
import { readSchool, saveSchool } from './school.service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer holds only public facts, so a browser may keep it and ask again with its ETag
     * (`Cache-Control: no-cache`) instead of the `no-store` every other API answer carries.
     */
    revalidate?: boolean;
  }
}

/** The ETag the request says it already holds (If-None-Match may list several, or `*`). */
function alreadyHas(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/** The school's facts: read by anyone, changed by the owner only (docs/decisions/0281). */
export const schoolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/school',
    {
      config: { revalidate: true },
      schema: { response: { 200: SchoolSchema, 304: z.null() } },
    },
    async (request, reply) => {
      const { school, etag } = await readSchool(app.db);
      reply.header('etag', etag);
      if (alreadyHas(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return school;
    },
  );

  app.put(
    '/school',
    {
      onRequest: ownerOnly,
      bodyLimit: JSON_BODY_LIMIT.text,
      schema: { body: SchoolInputSchema, response: { 200: SchoolSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const caller = callerOf(request);
      return saveSchool(app.db, { id: caller.id, email: caller.email }, request.body);
    },
  );
};
