import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SkillKindParamsSchema, SkillListSchema, SkillListUpdateSchema } from '#shared/schemas/batch.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { callerOf, ownerOnly, teachersOrStaff } from '#server/auth/guards.ts';
import { listSkillLists, replaceSkills } from './skills.service';

const errors = { ...ERROR_RESPONSES, 409: ApiErrorSchema };

/** Skill checklists: teachers and the office read them; the owner changes them. */
export const skillRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/skills',
    {
      onRequest: teachersOrStaff(),
      schema: { response: { 200: z.array(SkillListSchema), ...errors } },
    },
    async () => listSkillLists(app.db),
  );
  app.put(
    '/skills/:kind',
    {
      onRequest: ownerOnly,
      schema: {
        params: SkillKindParamsSchema,
        body: SkillListUpdateSchema,
        response: { 200: SkillListSchema, ...errors },
      },
    },
    async (request) => replaceSkills(app.db, callerOf(request), request.params.kind, request.body),
  );
};
