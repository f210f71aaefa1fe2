import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteProfileResultSchema,
  ProfileIdParamsSchema,
  ProfileInputSchema,
  ProfileListQuerySchema,
  ProfileListSchema,
  ProfileSchema,
  SaveProfileQuerySchema,
} from '../../../shared/schemas/profile';
import { EmailParamsSchema, SidParamsSchema } from '../../../shared/schemas/user';
import { ApiErrorSchema } from '../../lib/http';
import { AppError } from '../../lib/errors';
import { setTotalCount } from '../../lib/paging';
import { canActFor, requireAdmin, requireUser } from '../../auth/session';
import { findUserByEmail, findUserBySid } from '../users/service';
import { deleteProfile, findProfileByEmail, findProfileBySid, listProfiles, saveProfile, toProfile } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * The profile calls. Every one needs a session (checked before the request is validated, so
 * anonymous callers learn nothing); a user reaches only their own profile, admins any.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireUser(app, request);
  });
  const adminOnly = async (request: FastifyRequest) => {
    await requireAdmin(app, request);
  };

  // Create or replace. Students and teachers save their own (the SID is theirs, whatever is sent);
  // admins may name anyone's SID.
  app.put(
    '/profile',
    {
      schema: {
        querystring: SaveProfileQuerySchema,
        body: ProfileInputSchema,
        response: { 200: ProfileSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await requireUser(app, request);
      const sid = request.query.sid;
      if (sid && sid !== caller.sid && caller.role !== 'admin') {
        throw new AppError('FORBIDDEN', 'You can only save your own profile.');
      }
      const target =
        sid && sid !== caller.sid ? await findUserBySid(app.db, sid) : await findUserByEmail(app.db, caller.email);
      return toProfile(await saveProfile(app.db, request.body, { callerId: caller.id, target }));
    },
  );

  app.get(
    '/oneProfile/:email',
    { schema: { params: EmailParamsSchema, response: { 200: ProfileSchema, ...errors } } },
    async (request) => {
      const caller = await requireUser(app, request);
      if (!canActFor(caller, { email: request.params.email })) throw new AppError('FORBIDDEN');
      return toProfile(await findProfileByEmail(app.db, request.params.email));
    },
  );

  // Not in the old API: the applicant-details page loads a profile by SID in one call.
  app.get(
    '/oneProfileWithSid/:sid',
    { schema: { params: SidParamsSchema, response: { 200: ProfileSchema, ...errors } } },
    async (request) => {
      const caller = await requireUser(app, request);
      if (caller.role !== 'admin' && caller.sid !== request.params.sid) throw new AppError('FORBIDDEN');
      return toProfile(await findProfileBySid(app.db, request.params.sid));
    },
  );

  app.get(
    '/allProfile',
    {
      onRequest: adminOnly,
      schema: { querystring: ProfileListQuerySchema, response: { 200: ProfileListSchema, ...errors } },
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
      onRequest: adminOnly,
      schema: { params: ProfileIdParamsSchema, response: { 200: DeleteProfileResultSchema, ...errors } },
    },
    async (request) => {
      await deleteProfile(app.db, request.params.id);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );
};
