import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AccountIdParamsSchema,
  AccountListQuerySchema,
  AccountSchema,
  ChangeRoleBodySchema,
  InviteResultSchema,
  InviteTeacherSchema,
} from '#shared/schemas/account.ts';
import { adminOnly, callerOf, ownerOnly } from '#server/auth/guards.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { sendPage } from '#server/lib/paging.ts';
import { changeRoleAs } from '#server/features/users/index.ts';
import { findAccount, inviteTeacher, listAccounts } from './accounts.service';

const ACCOUNT_ERRORS = { ...ERROR_RESPONSES, 409: ApiErrorSchema };

/**
 * Manage Users: every account for staff (admins and the owner), and what only the owner does with
 * them: set a role, invite a teacher (docs/decisions/0251, 0252).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts',
    {
      onRequest: adminOnly(),
      schema: { querystring: AccountListQuerySchema, response: { 200: z.array(AccountSchema), ...ERROR_RESPONSES } },
    },
    async (request, reply) => sendPage(reply, await listAccounts(app.db, request.query, app.config.ownerEmail)),
  );

  app.put(
    '/accounts/:id/role',
    {
      onRequest: ownerOnly,
      schema: {
        params: AccountIdParamsSchema,
        body: ChangeRoleBodySchema,
        response: { 200: AccountSchema, ...ACCOUNT_ERRORS },
      },
    },
    async (request) => {
      await changeRoleAs(app.db, callerOf(request), request.params.id, request.body.role);
      return findAccount(app.db, request.params.id, app.config.ownerEmail);
    },
  );

  app.post(
    '/accounts/invite',
    {
      onRequest: ownerOnly,
      schema: { body: InviteTeacherSchema, response: { 201: InviteResultSchema, ...ACCOUNT_ERRORS } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const result = await inviteTeacher(
        {
          db: app.db,
          mailer: app.mailer,
          publicUrl: app.config.publicUrl,
          ownerEmail: app.config.ownerEmail,
          log: request.log,
        },
        { id: caller.id, email: caller.email },
        request.body,
      );
      return reply.status(201).send(result);
    },
  );
};
