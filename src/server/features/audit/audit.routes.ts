import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditEntrySchema, AuditQuerySchema } from '#shared/schemas/audit.ts';
import { ownerOnly } from '#server/auth/guards.ts';
import { ERROR_RESPONSES } from '#server/lib/http.ts';
import { sendPage } from '#server/lib/paging.ts';
import { listAuditLog } from './audit.service';

/** The audit log, read by the owner only (docs/decisions/0250). Nothing in the app changes it. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same list at two addresses: `/audit-log`, which the activity page reads, and `/audit`.
  for (const url of ['/audit-log', '/audit']) {
    app.get(
      url,
      {
        onRequest: ownerOnly,
        schema: { querystring: AuditQuerySchema, response: { 200: z.array(AuditEntrySchema), ...ERROR_RESPONSES } },
      },
      async (request, reply) => sendPage(reply, await listAuditLog(app.db, request.query)),
    );
  }
};
