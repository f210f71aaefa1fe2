// Helpers for the process-level ops checks (crash-test.ts, scale-out-test.ts): start the BUILT
// server as a real child process, talk to it over HTTP with a cookie jar, make throwaway databases.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { appRoot } from '#server/lib/paths.ts';

export const MAIN = join(appRoot, 'dist', 'server', 'main.js');

export function assertBuilt(): void {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first.`);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface Server {
  url: string;
  port: number;
  proc: ChildProcess;
  output: () => string;
  /** Waits until the process has exited. */
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts dist/server/main.js with `env` on a free port and waits for /api/health; `root` is the
 * app's folder (this one unless another install is tested).
 */
export async function startServer(env: Record<string, string>, label: string, root = appRoot): Promise<Server> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = spawn(process.execPath, [join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  let dead = false;
  void exited.then(() => (dead = true));
  // Generous: on a busy shared machine migrating and seeding a fresh database takes a while.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (dead) throw new Error(`${label} exited during start-up:\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      proc.kill('SIGKILL');
      throw new Error(`${label} did not answer /api/health within 120 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    proc,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM') {
      if (!dead) proc.kill(signal);
      await exited;
    },
  };
}

/** A tiny HTTP client with its own cookie jar; every mutating request carries the site's Origin. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    public base: string,
    private headers: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    opts: { json?: unknown; body?: Buffer; headers?: Record<string, string>; base?: string } = {},
  ): Promise<{ status: number; body: unknown; headers: Headers }> {
    const base = opts.base ?? this.base;
    const headers: Record<string, string> = { ...this.headers, ...opts.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    if (method !== 'GET') headers.origin ??= base;
    let body: BodyInit | undefined;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.body) body = new Uint8Array(opts.body);
    const res = await fetch(base + path, { method, headers, body });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }
}

export const PASSWORD = 'Sundarban-Tiger-47';

export async function signUp(client: Client, email: string, name = 'Ops Test Student'): Promise<{ sid: string }> {
  const res = await client.request('POST', '/api/auth/sign-up/email', { json: { name, email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { sid: (res.body as { user: { sid: string } }).user.sid };
}

/** Uploads a small JPEG (a sign-up photo, or with `private` an NID image); returns the raw answer. */
export async function uploadImage(client: Client, kind: 'public' | 'private', base?: string) {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 99, b: 199 } } })
    .jpeg()
    .toBuffer();
  const boundary = '----ops' + randomBytes(8).toString('hex');
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="nid.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return client.request('POST', `/api/upload?kind=${kind}`, {
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    ...(base ? { base } : {}),
  });
}

/** Uploads a small JPEG as the caller's private NID image; returns its URL. */
export async function uploadPrivateNid(client: Client): Promise<string> {
  const res = await uploadImage(client, 'private');
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { display_url: string } }).data.display_url;
}

/** A fresh database on the PostgreSQL server at `adminUrl`; `drop` removes it again. */
export async function createPgDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function pgAdminUrl(): string {
  return (
    process.env.OPS_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres:postgres@127.0.0.1:5432/postgres'
  );
}

export function check(ok: boolean, what: string, failures: string[]): void {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}
