// The season's HTTP client: a cookie jar per person, the person's own client address (the app runs
// behind one trusted proxy, as in production), and a log of every answer with its real and
// simulated time, so the report can say which 5xx fell inside a fault's window and which did not.
import { randomBytes } from 'node:crypto';
import type { SimClock } from './clock';

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
  /** Network failure (no HTTP answer): the message; status is 0 then. */
  error?: string;
}

export interface LogEntry {
  /** Real time the request was sent and how long it took (ms). */
  at: number;
  ms: number;
  /** Simulated time when it was sent. */
  sim: number;
  route: string;
  status: number;
  /** True for writes (POST, PUT, PATCH, DELETE). */
  write: boolean;
  error?: string;
}

/** Every answer of the run, in the order they arrived. */
export class ResponseLog {
  entries: LogEntry[] = [];
  /** Called after each answer is logged (the faults count answers to strike mid-flight). */
  onAnswer: (() => void) | null = null;
  constructor(private clock: SimClock) {}
  add(e: Omit<LogEntry, 'sim'>): void {
    this.entries.push({ ...e, sim: this.clock.now() });
    this.onAnswer?.();
  }
}

export interface RequestOptions {
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
  /** The route as the report groups it, e.g. `PUT /api/order` (default: method and path). */
  route?: string;
  /**
   * Safe to send again (reads, idempotent writes): a network failure or a 5xx is retried until it
   * answers or `retryForMs` passes. Otherwise the caller decides what a lost answer means.
   */
  retry?: boolean;
  retryForMs?: number;
  redirect?: 'manual' | 'follow';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class Client {
  cookies = new Map<string, string>();
  constructor(
    public base: () => string,
    public ip: string,
    private log: ResponseLog,
  ) {}

  async request<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<Answer<T>> {
    const until = Date.now() + (opts.retryForMs ?? 120_000);
    for (let attempt = 1; ; attempt++) {
      const answer = await this.once<T>(method, path, opts);
      const failed = answer.status === 0 || answer.status >= 500;
      if (!failed || !opts.retry || Date.now() > until) return answer;
      await sleep(Math.min(200 * attempt, 2000));
    }
  }

  private async once<T>(method: string, path: string, opts: RequestOptions): Promise<Answer<T>> {
    const base = this.base();
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip, ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET') headers.origin ??= base;
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.body) body = new Uint8Array(opts.body);
    const started = Date.now();
    const t0 = performance.now();
    const route = opts.route ?? `${method} ${routeOf(path)}`;
    const write = method !== 'GET' && method !== 'HEAD';
    try {
      const res = await fetch(base + path, {
        method,
        headers,
        body,
        redirect: opts.redirect ?? 'manual',
        signal: AbortSignal.timeout(60_000),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq);
        const value = pair!.slice(eq + 1);
        if (value === '' || /max-age=0/i.test(c)) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const text = await res.text();
      let parsed: unknown = text;
      if ((res.headers.get('content-type') ?? '').includes('json')) {
        try {
          parsed = text ? JSON.parse(text) : null;
        } catch {
          // not JSON after all
        }
      }
      this.log.add({ at: started, ms: performance.now() - t0, route, status: res.status, write });
      return { status: res.status, body: parsed as T, headers: res.headers };
    } catch (err) {
      const error = err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ''}` : String(err);
      this.log.add({ at: started, ms: performance.now() - t0, route, status: 0, write, error });
      return { status: 0, body: null as T, headers: new Headers(), error };
    }
  }

  /** A multipart upload of one image (a sign-up photo or, private, an identity document). */
  upload(kind: 'public' | 'private', image: Buffer): Promise<Answer<{ data: { display_url: string } }>> {
    const boundary = `----season${randomBytes(8).toString('hex')}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="nid.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return this.request('POST', `/api/upload?kind=${kind}`, {
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      route: `POST /api/upload?kind=${kind}`,
      retry: true,
    });
  }
}

/** A 2xx. */
export const ok = (a: Answer) => a.status >= 200 && a.status < 300;

/**
 * A path as the report groups it: ids, order ids, serials, receipt numbers and days become `:id`,
 * so a year's answers fall into the app's routes rather than one line per order.
 */
export function routeOf(path: string): string {
  return path
    .split('?')[0]!
    .split('/')
    .map((part) =>
      /^(OID\d+|SID\d+|[0-9a-f]{8}-[0-9a-f-]{27}|[A-Z]{1,3}-\d{4}-\d+|\d{4}-\d{2}-\d{2}|\d+|[A-Z0-9]{8,})$/.test(part)
        ? ':id'
        : part,
    )
    .join('/');
}

/** Throws with the route, status and body: an answer the season did not expect. */
export function expectOk<T>(a: Answer<T>, what: string): T {
  if (!ok(a)) throw new Unexpected(what, a);
  return a.body;
}

export class Unexpected extends Error {
  constructor(
    what: string,
    public answer: Answer,
  ) {
    super(`${what}: ${answer.status} ${answer.error ?? JSON.stringify(answer.body).slice(0, 300)}`);
  }
}
