import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { callerOf, signedIn } from '#server/auth/guards.ts';
import { calendarFeed, calendarToken } from './calendar.service';

const errors = { ...ERROR_RESPONSES, 409: ApiErrorSchema };

/** The calendar: each person's secret address, and the feed a phone's calendar app fetches. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedUrl = (token: string) => `${app.config.publicUrl}/api/calendar/${token}.ics`;
  app.get(
    '/calendar',
    { onRequest: signedIn, schema: { response: { 200: z.object({ url: z.string() }), ...errors } } },
    async (request) => ({ url: feedUrl(await calendarToken(app.db, callerOf(request).id)) }),
  );
  app.post(
    '/calendar/reset',
    { onRequest: signedIn, schema: { response: { 200: z.object({ url: z.string() }), ...errors } } },
    async (request) => ({ url: feedUrl(await calendarToken(app.db, callerOf(request).id, true)) }),
  );
  app.get(
    '/calendar/:file',
    {
      schema: {
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{16,64}\.ics$/, 'A calendar address ends in .ics') }),
      },
    },
    async (request, reply) => {
      const token = request.params.file.slice(0, -'.ics'.length);
      const body = await calendarFeed(app.db, token, app.clock(), new URL(app.config.publicUrl).hostname);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="sessions.ics"')
        .send(Buffer.from(body, 'utf8'));
    },
  );
};
