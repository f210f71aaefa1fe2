import type { ApiErrorBody } from '#shared/errors.ts';
import type { FieldCode } from '#shared/field-codes.ts';

/**
 * An API answer that was not 2xx, carrying the server's `{code, message, fields, fieldCodes}`. The
 * page words it by `code` and `fieldCodes` (error-text.ts, field-error.ts); `message` and `fields`
 * are the server's English for people reading logs.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    /** A 429's `Retry-After`: how many seconds to wait before trying again. */
    readonly retryAfterSeconds?: number,
    /** Each refused field's catalogue code and values (docs/decisions/0490). */
    readonly fieldCodes?: Record<string, FieldCode>,
    /** What varies in the refusal (which limit, how long, how many), for the page's words. */
    readonly params?: Record<string, number | string>,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown> | unknown[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Json | FormData;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

/**
 * How a request reaches our server. In the browser it is `fetch` to the page's own origin; while the
 * server renders a page it answers the same requests in-process (with the visitor's cookies), so a
 * page asks for its data the same way wherever it is drawn.
 */
export type Transport = (url: URL, init: RequestInit) => Promise<Response>;

const SERVER_ORIGIN = 'http://server.internal';
let currentTransport: () => Transport | undefined = () => undefined;

/** Used by the server renderer: `get` answers the transport of the render in progress. */
export function setServerTransport(get: () => Transport | undefined): void {
  currentTransport = get;
}

/** A same-origin request for `path` (`/api/…` or a static file), through the current transport. */
export function appFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const server = currentTransport();
  if (server) return server(new URL(path, SERVER_ORIGIN), init);
  return fetch(new URL(path, window.location.origin), { credentials: 'include', ...init });
}

/** Every call to our server goes through here: same origin, with credentials. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return (await apiWithHeaders<T>(path, opts)).data;
}

/** A paged admin list: the spec's array body plus the total from the `x-total-count` header. */
export async function apiPage<T>(path: string, opts: RequestOptions = {}): Promise<{ items: T[]; total: number }> {
  const { data, headers } = await apiWithHeaders<T[]>(path, opts);
  return { items: data, total: Number(headers.get('x-total-count') ?? data.length) };
}

async function apiWithHeaders<T>(path: string, opts: RequestOptions): Promise<{ data: T; headers: Headers }> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== '') query.set(k, String(v));
  const search = query.size ? `${path.includes('?') ? '&' : '?'}${query}` : '';
  const isForm = opts.body instanceof FormData;
  let res: Response;
  try {
    res = await appFetch(`/api${path}${search}`, {
      method: opts.method ?? 'GET',
      signal: opts.signal,
      headers: opts.body && !isForm ? { 'content-type': 'application/json' } : undefined,
      body: opts.body ? (isForm ? (opts.body as FormData) : JSON.stringify(opts.body)) : undefined,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!res.ok) {
    const body = (data ?? {}) as Partial<ApiErrorBody>;
    const wait = Number(res.headers.get('retry-after'));
    throw new ApiError(
      res.status,
      body.code ?? 'HTTP_' + res.status,
      body.message ?? res.statusText,
      body.fields,
      res.status === 429 && Number.isFinite(wait) && wait > 0 ? wait : undefined,
      body.fieldCodes,
      body.params,
    );
  }
  return { data: data as T, headers: res.headers };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server says the record is not there: 404, or 400 for an id that cannot exist. */
export const isNotFound = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);
