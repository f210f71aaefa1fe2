import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmailParamsSchema,
  MeSchema,
  SignInOptionsSchema,
  RoleResponseSchema,
  SaveUserBodySchema,
  SidParamsSchema,
  UpdateUserDobBodySchema,
  UserSchema,
} from '#shared/schemas/user.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { AppError, errorBody } from '#server/lib/errors.ts';
import { callerOf, sameEmail, selfOrAdmin, signedIn } from '#server/auth/guards.ts';
import { getSessionState } from '#server/auth/session.ts';
import { toWebHeaders } from '#server/auth/bridge.ts';
import { findUserByEmail, findUserBySid, saveUser, toUser, updateUser } from './users.service';

const byEmail = {
  onRequest: signedIn,
  preHandler: selfOrAdmin('email'),
  schema: { params: EmailParamsSchema, response: { 200: UserSchema, ...ERROR_RESPONSES } },
};

/**
 * The user calls. Every one but /me and /logout needs a session, checked when the request
 * arrives, before its body is read or validated: an anonymous caller costs one cookie lookup. A
 * user reaches only their own account, admins any.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
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

  // Public: the login and sign-up pages show "Continue with Google" only when it can work.
  app.get('/sign-in-options', { schema: { response: { 200: SignInOptionsSchema } } }, async () => ({
    google: app.config.google !== null,
  }));

  app.put('/users/:email', { ...byEmail, schema: { ...byEmail.schema, body: SaveUserBodySchema } }, async (request) => {
    return toUser(await saveUser(app.db, callerOf(request), request.params.email, request.body));
  });

  app.put(
    '/users/update/:email',
    { ...byEmail, schema: { ...byEmail.schema, body: UpdateUserDobBodySchema } },
    async (request) => {
      const target = await findUserByEmail(app.db, request.params.email);
      return toUser(await updateUser(app.db, target.id, { dob: request.body.dob }));
    },
  );

  app.get(
    '/user/:email',
    { ...byEmail, schema: { ...byEmail.schema, response: { 200: RoleResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ role: (await findUserByEmail(app.db, request.params.email)).role }),
  );

  app.get('/oneuser/:email', byEmail, async (request) => toUser(await findUserByEmail(app.db, request.params.email)));

  app.get(
    '/oneuserWithSid/:sid',
    {
      onRequest: signedIn,
      preHandler: selfOrAdmin('sid'),
      schema: { params: SidParamsSchema, response: { 200: UserSchema, ...ERROR_RESPONSES } },
    },
    async (request) => toUser(await findUserBySid(app.db, request.params.sid)),
  );

  // The old site exchanged an e-mail for a token. Sessions are cookies now; this only confirms
  // that the caller's own session belongs to that e-mail, and never issues anything for another.
  app.post(
    '/jwt',
    {
      onRequest: signedIn,
      schema: {
        body: z.object({ email: z.email().max(254) }),
        response: { 200: z.object({ success: z.literal(true), email: z.string() }), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      if (!sameEmail(caller.email, request.body.email)) throw new AppError('FORBIDDEN');
      return { success: true as const, email: caller.email };
    },
  );

  // Signing out changes state, so it is a POST: a GET could be fired by any other site (an <img>,
  // a link) and end the visitor's session. The POST passes the same-origin check every mutating
  // request with a cookie meets. The old GET still answers, with 405, so old clients fail plainly.
  app.get('/logout', { schema: { response: { 405: ApiErrorSchema } } }, async (_request, reply) =>
    reply.status(405).header('allow', 'POST').send(errorBody('METHOD_NOT_ALLOWED')),
  );

  app.post('/logout', { schema: { response: { 200: z.object({ success: z.boolean() }) } } }, async (request, reply) => {
    if (!request.headers.cookie) return { success: true };
    const res = await app.auth.api.signOut({ headers: toWebHeaders(request), asResponse: true });
    const cookies = res.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return { success: true };
  });
};
