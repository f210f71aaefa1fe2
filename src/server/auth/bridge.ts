import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from './auth';
import { errorBody, registryMessage } from '#server/lib/errors.ts';
import { ERROR_CODES, type ApiErrorBody, type ErrorCode } from '#shared/errors.ts';
import { jsonDepthError } from '#server/lib/json-body.ts';
import { rateLimitedError } from '#server/lib/rate-limit.ts';
import { guardSignIn } from './sign-in-guard';
import { gateAuthRequest } from './auth-gate';
import type { SessionState } from './session';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/**
 * Fastify headers as WHATWG Headers. `x-client-ip` is always replaced by the address Fastify
 * resolved (socket, or X-Forwarded-For with TRUST_PROXY), so a client cannot pick its rate-limit bucket.
 */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(key)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  headers.set('x-client-ip', request.ip);
  return headers;
}

/** Copies a Web Response onto the reply; Set-Cookie goes as an array (one header per cookie). */
export async function sendWebResponse(reply: FastifyReply, res: Response): Promise<FastifyReply> {
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
    if (res.status >= 400) reply.header('content-type', 'application/json; charset=utf-8');
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  let body: Buffer | null = res.body ? Buffer.from(await res.arrayBuffer()) : null;
  if (res.status >= 400) body = Buffer.from(JSON.stringify(normalizeError(res.status, body)));
  return reply.send(body);
}

/**
 * better-auth's error bodies, made into our one shape `{code, message}`: the message is always the
 * registry's for the code (ours, else the catalogue's words for one of better-auth's own codes, else
 * the status's), never better-auth's English; our hooks' fields and values pass through.
 */
function normalizeError(status: number, body: Buffer | null): ApiErrorBody {
  let parsed: Partial<ApiErrorBody> = {};
  try {
    parsed = body?.length ? (JSON.parse(body.toString('utf8')) as typeof parsed) : {};
  } catch {
    // not JSON: fall back to the status
  }
  if (status >= 500) return { code: 'INTERNAL', message: ERROR_CODES.INTERNAL.message };
  const byStatus: ErrorCode =
    status === 429
      ? 'RATE_LIMITED'
      : status === 401
        ? 'UNAUTHENTICATED'
        : status === 403
          ? 'FORBIDDEN'
          : status === 404
            ? 'NOT_FOUND'
            : 'BAD_REQUEST';
  const code = typeof parsed.code === 'string' && parsed.code ? parsed.code : byStatus;
  const message = registryMessage(code, status);
  const { fields, fieldCodes, params } = parsed;
  return { code, message, ...(fields ? { fields, fieldCodes } : {}), ...(params ? { params } : {}) };
}

/**
 * Mounts better-auth at /api/auth/*. Kept encapsulated (no fastify-plugin) so the raw-body parser
 * below applies only to these routes: better-auth parses bodies itself.
 */
export async function authBridge(
  app: FastifyInstance,
  opts: {
    auth: Auth;
    publicUrl: string;
    googleEnabled: boolean;
    /**
     * Runs before better-auth sees a request with cookies: ends an idle staff session first, and
     * says what the session still owes (the gate in auth-gate.ts acts on it).
     */
    beforeAuth?: (request: FastifyRequest) => Promise<SessionState | null>;
  },
) {
  app.removeAllContentTypeParsers();
  // better-auth parses the JSON itself; a body nested deeper than any of its calls takes is
  // refused here first, as on the rest of the API.
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    const tooDeep = jsonDepthError(body as string);
    if (tooDeep) done(tooDeep, undefined);
    else done(null, body);
  });

  if (!opts.googleEnabled) {
    // Without Google credentials, say so plainly instead of starting a broken redirect.
    app.post('/api/auth/sign-in/social', async (_request, reply) =>
      reply.status(503).send(errorBody('GOOGLE_NOT_CONFIGURED')),
    );
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const state = request.headers.cookie ? ((await opts.beforeAuth?.(request)) ?? null) : null;
      const url = new URL(request.url, opts.publicUrl);
      const hasBody = request.method === 'POST' && typeof request.body === 'string' && request.body.length > 0;
      const run = () =>
        opts.auth.handler(
          new Request(url, {
            method: request.method,
            headers: toWebHeaders(request),
            body: hasBody ? (request.body as string) : undefined,
          }),
        );
      const path = url.pathname.slice('/api/auth'.length);
      const res =
        request.method === 'POST' && path === '/sign-in/email'
          ? await guardSignIn(app, request, run)
          : await gateAuthRequest(app, request, path, state, run);
      // better-auth's own per-address limits: the same refusal as everywhere, wait in words and header.
      if (res.status === 429) {
        throw rateLimitedError('auth', Number(res.headers.get('x-retry-after') || 60) * 1000);
      }
      return sendWebResponse(reply, res);
    },
  });
}
