import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailParamsSchema,
  MeSchema,
  RoleResponseSchema,
  SaveUserBodySchema,
  SidParamsSchema,
  UpdateUserDobBodySchema,
  UserSchema,
} from '../../../shared/schemas/user';
import { ApiErrorSchema } from '../../lib/http';
import { AppError, errorBody } from '../../lib/errors';
import { canActFor, getSessionState, requireUser } from '../../auth/session';
import { toWebHeaders } from '../../auth/bridge';
import { assertMayTakeRole, findUserByEmail, findUserBySid, toUser, updateUser, type UserChanges } from './service';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/**
 * The user calls. Every one but /me and /logout needs a session, checked when the request
 * arrives, before its body is read or validated: an anonymous caller costs one cookie lookup. A
 * user reaches only their own account, admins any.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = async (request: FastifyRequest) => {
    await requireUser(app, request);
  };

  app.get('/me', { schema: { response: { 200: MeSchema } } }, async (request) => {
    // A session that still owes the second factor sees its own account here and nothing else,
    // so the app can send it to enrolment or to the code page.
    const state = await getSessionState(app, request);
    if (!state) return { user: null };
    const row = await findUserByEmail(app.db, state.user.email);
    return {
      user: {
        ...toUser(row),
        isOwner: state.user.isOwner,
        twoFactorEnabled: state.user.twoFactorEnabled,
        emailVerified: row.emailVerified,
        secondFactor: state.secondFactor,
      },
    };
  });

  app.put(
    '/users/:email',
    {
      onRequest: signedIn,
      schema: { params: EmailParamsSchema, body: SaveUserBodySchema, response: { 200: UserSchema, ...errors } },
    },
    async (request) => {
      const caller = await requireUser(app, request);
      if (!canActFor(caller, { email: request.params.email })) throw new AppError('FORBIDDEN');
      const target = await findUserByEmail(app.db, request.params.email);
      const body = request.body;
      const isAdmin = caller.role === 'admin';
      if (body.email && body.email.toLowerCase() !== target.email.toLowerCase()) {
        throw new AppError('BAD_REQUEST', 'The e-mail in the body does not match the address.');
      }
      if (body.sid && body.sid !== target.sid) throw new AppError('FORBIDDEN', 'A SID cannot be changed.');
      if (body.role && body.role !== target.role) {
        if (!isAdmin) throw new AppError('FORBIDDEN', 'Only an admin can change a role.');
        if (target.id === caller.id) throw new AppError('FORBIDDEN', 'Admins cannot change their own role.');
        if (target.email.toLowerCase() === app.config.ownerEmail && !caller.isOwner) {
          throw new AppError('FORBIDDEN', "Only the owner can change the owner's role.");
        }
        assertMayTakeRole(target, body.role);
      }
      const changes: UserChanges = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.dob !== undefined) changes.dob = body.dob || null;
      if (body.role !== undefined && isAdmin) changes.role = body.role;
      return toUser(await updateUser(app.db, target.id, changes));
    },
  );

  app.put(
    '/users/update/:email',
    {
      onRequest: signedIn,
      schema: { params: EmailParamsSchema, body: UpdateUserDobBodySchema, response: { 200: UserSchema, ...errors } },
    },
    async (request) => {
      const caller = await requireUser(app, request);
      if (!canActFor(caller, { email: request.params.email })) throw new AppError('FORBIDDEN');
      const target = await findUserByEmail(app.db, request.params.email);
      return toUser(await updateUser(app.db, target.id, { dob: request.body.dob }));
    },
  );

  app.get(
    '/user/:email',
    { onRequest: signedIn, schema: { params: EmailParamsSchema, response: { 200: RoleResponseSchema, ...errors } } },
    async (request) => {
      const caller = await requireUser(app, request);
      if (!canActFor(caller, { email: request.params.email })) throw new AppError('FORBIDDEN');
      return { role: (await findUserByEmail(app.db, request.params.email)).role };
    },
  );

  app.get(
    '/oneuser/:email',
    { onRequest: signedIn, schema: { params: EmailParamsSchema, response: { 200: UserSchema, ...errors } } },
    async (request) => {
      const caller = await requireUser(app, request);
      if (!canActFor(caller, { email: request.params.email })) throw new AppError('FORBIDDEN');
      return toUser(await findUserByEmail(app.db, request.params.email));
    },
  );

  app.get(
    '/oneuserWithSid/:sid',
    { onRequest: signedIn, schema: { params: SidParamsSchema, response: { 200: UserSchema, ...errors } } },
    async (request) => {
      const caller = await requireUser(app, request);
      if (caller.role !== 'admin' && caller.sid !== request.params.sid) throw new AppError('FORBIDDEN');
      return toUser(await findUserBySid(app.db, request.params.sid));
    },
  );

  // The old site exchanged an e-mail for a token. Sessions are cookies now; this only confirms
  // that the caller's own session belongs to that e-mail, and never issues anything for another.
  app.post(
    '/jwt',
    {
      onRequest: signedIn,
      schema: {
        body: z.object({ email: z.email().max(254) }),
        response: { 200: z.object({ success: z.literal(true), email: z.string() }), ...errors },
      },
    },
    async (request) => {
      const caller = await requireUser(app, request);
      if (caller.email.toLowerCase() !== request.body.email.toLowerCase()) throw new AppError('FORBIDDEN');
      return { success: true as const, email: caller.email };
    },
  );

  // Signing out changes state, so it is a POST: a GET could be fired by any other site (an <img>,
  // a link) and end the visitor's session. The POST passes the same-origin check every mutating
  // request with a cookie meets. The old GET still answers, with 405, so old clients fail plainly.
  app.get('/logout', { schema: { response: { 405: ApiErrorSchema } } }, async (_request, reply) =>
    reply
      .status(405)
      .header('allow', 'POST')
      .send(errorBody('METHOD_NOT_ALLOWED', 'Sign out with POST /api/logout (or POST /api/auth/sign-out).')),
  );

  app.post('/logout', { schema: { response: { 200: z.object({ success: z.boolean() }) } } }, async (request, reply) => {
    if (!request.headers.cookie) return { success: true };
    const res = await app.auth.api.signOut({ headers: toWebHeaders(request), asResponse: true });
    const cookies = res.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return { success: true };
  });
};
