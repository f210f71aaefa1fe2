import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '#shared/errors.ts';
import { registryMessage } from '#server/lib/errors.ts';

/**
 * Reads every error answer a test's app sends: its `message` must be the registry's for its `code`
 * (no route, service or hook words an error for people). A difference is a console.error, which fails the test that caused it
 * (src/server/test/setup.ts), so every route a test reaches is checked.
 */
export function watchErrorBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
    let body: Partial<ApiErrorBody>;
    try {
      body = JSON.parse(payload) as Partial<ApiErrorBody>;
    } catch {
      return payload;
    }
    for (const problem of errorBodyProblems(body, reply.statusCode))
      console.error(`${request.method} ${request.url} → ${reply.statusCode}: ${problem}`);
    return payload;
  });
}

/**
 * What is wrong with one error body: a message of its own. (A refused field without its catalogue
 * code is not checked here yet: some texts of the shared schemas are still only in the web's
 * catalogues, docs/decisions/0490.)
 */
export function errorBodyProblems(body: Partial<ApiErrorBody>, status: number): string[] {
  if (typeof body.code !== 'string') return [];
  const problems: string[] = [];
  const expected = registryMessage(body.code, status);
  if (body.message !== expected)
    problems.push(`${body.code} says "${String(body.message)}", not the registry's "${expected}"`);
  return problems;
}
