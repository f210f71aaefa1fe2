import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteProfileResultSchema,
  ProfileIdParamsSchema,
  ProfileBodySchema,
  ProfileListQuerySchema,
  ProfileListSchema,
  ProfileSchema,
  SaveProfileQuerySchema,
} from '#shared/schemas/profile.ts';
import { EmailParamsSchema, SidParamsSchema } from '#shared/schemas/user.ts';
import { ERROR_RESPONSES } from '#server/lib/http.ts';
import { setTotalCount } from '#server/lib/paging.ts';
import { adminOnly, callerOf, selfOrAdmin, signedIn } from '#server/auth/guards.ts';
import {
  deleteProfile,
  findProfileByEmail,
  findProfileBySid,
  listProfiles,
  saveProfileFor,
  toProfile,
} from './profiles.service';

/**
 * The profile calls. Every one needs a session (checked before the request is validated, so
 * anonymous callers learn nothing); a user reaches only their own profile, admins any.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Create or replace: one's own, or (admins) anyone's by SID.
  app.put(
    '/profile',
    {
      onRequest: signedIn,
      schema: {
        querystring: SaveProfileQuerySchema,
        // The rules need the stored profile (a value kept as written stays savable): the handler checks them.
        body: ProfileBodySchema,
        response: { 200: ProfileSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => toProfile(await saveProfileFor(app.db, callerOf(request), request.query.sid, request.body)),
  );

  app.get(
    '/oneProfile/:email',
    {
      onRequest: signedIn,
      preHandler: selfOrAdmin('email'),
      schema: { params: EmailParamsSchema, response: { 200: ProfileSchema, ...ERROR_RESPONSES } },
    },
    async (request) => toProfile(await findProfileByEmail(app.db, request.params.email)),
  );

  // Not in the old API: the applicant-details page loads a profile by SID in one call.
  app.get(
    '/oneProfileWithSid/:sid',
    {
      onRequest: signedIn,
      preHandler: selfOrAdmin('sid'),
      schema: { params: SidParamsSchema, response: { 200: ProfileSchema, ...ERROR_RESPONSES } },
    },
    async (request) => toProfile(await findProfileBySid(app.db, request.params.sid)),
  );

  app.get(
    '/allProfile',
    {
      onRequest: adminOnly(),
      schema: { querystring: ProfileListQuerySchema, response: { 200: ProfileListSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const { rows, total } = await listProfiles(app.db, request.query);
      setTotalCount(reply, total);
      return rows.map(toProfile);
    },
  );

  app.delete(
    '/deleteOneProfile/:id',
    {
      onRequest: adminOnly(),
      schema: { params: ProfileIdParamsSchema, response: { 200: DeleteProfileResultSchema, ...ERROR_RESPONSES } },
    },
    async (request) => {
      await deleteProfile(app.db, request.params.id);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );
};
