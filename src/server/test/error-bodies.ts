import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '#shared/errors.ts';
import bn from '#shared/i18n/bn.json' with { type: 'json' };
import en from '#shared/i18n/en.json' with { type: 'json' };
import { registryMessage } from '#server/lib/errors.ts';

/**
 * Reads every error answer a test's app sends: its `message` must be the registry's for its `code`
 * (no route, service or hook words an error for people), and each refused field must carry its code.
 * A difference is a console.error, which fails the test that caused it (src/server/test/setup.ts),
 * so every route a test reaches is checked.
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

/** The words of a catalogue key, or undefined. */
const textAt = (catalogue: object, code: string): unknown =>
  code.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);

/**
 * What is wrong with one error body: a message of its own, or a refused field without a code the
 * catalogues word in both languages (the page words a field from its code alone, docs/decisions/0490).
 */
export function errorBodyProblems(body: Partial<ApiErrorBody>, status: number): string[] {
  if (typeof body.code !== 'string') return [];
  const problems: string[] = [];
  const expected = registryMessage(body.code, status);
  if (body.message !== expected)
    problems.push(`${body.code} says "${String(body.message)}", not the registry's "${expected}"`);
  for (const [name, text] of Object.entries(body.fields ?? {})) {
    const code = body.fieldCodes?.[name]?.code;
    if (!code) problems.push(`the field ${name} is refused with "${text}", which has no code`);
    else if (typeof textAt(en, code) !== 'string' || typeof textAt(bn, code) !== 'string')
      problems.push(`the field ${name} is refused with the code ${code}, which the catalogues do not word`);
  }
  return problems;
}
