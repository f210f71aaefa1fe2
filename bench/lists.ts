// The office's lists and reports timed on a database: empty, or a copy of a season's (kept with
// `npm run season -- --keep`). The same lists the season times at its end (scripts/season/
// office.ts), each asked `n` times in a row by the owner, measured after the season on a quiet
// machine and with the code as it is now. The server runs on a copy; the season's data is not
// written.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { secretFromUri, totp } from '#server/test/totp.ts';
import { staffLists } from '../scripts/season/office';
import { startBuiltServer } from './lib';

const EMAIL = 'bench.owner@bench.test';
const PASSWORD = 'Bench-Khulna-2026-owner';

export interface ListsTarget {
  label: string;
  port: number;
  /** PGlite: a data folder to run on a copy of (none: an empty one). */
  dataFrom?: string;
  /** PostgreSQL: the database to run on (a copy the caller made, or an empty one). */
  databaseUrl?: string;
  /** The school day the data is as of (a season's last day); today when not given. */
  asOf?: string;
  n?: number;
}

/** `npm run user -- create-owner`, as the operator would, the password on stdin. */
async function createOwner(env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/cli/user.ts', 'create-owner', EMAIL], {
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  child.stdin.end(`${PASSWORD}\n${PASSWORD}\n`);
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`create-owner failed (${code}):\n${out}`);
}

/** A browser-like client: keeps cookies, sends the site's origin. */
function client(base: string) {
  const jar = new Map<string, string>();
  return async (method: string, path: string, json?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        origin: base,
        'x-forwarded-for': '10.9.9.9',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const body = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status} ${body.slice(0, 200)}`);
    return body;
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** Times each list `n` times on one database and prints p50 and p99, one line each. */
export async function measureListsOn(target: ListsTarget): Promise<void> {
  const n = target.n ?? 200;
  const work = mkdtempSync(join(tmpdir(), 'bench-lists-'));
  const dataDir = join(work, 'data');
  if (target.dataFrom) cpSync(target.dataFrom, dataDir, { recursive: true });
  // The app's clock at the data's last day, through the test-only clock file (refused in production).
  const clock = join(work, 'clock.json');
  const asOf = target.asOf ?? new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);
  writeFileSync(clock, JSON.stringify({ at: `${asOf}T12:00:00.000Z`, setAt: Date.now() }));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    TEST_CLOCK_FILE: clock,
    DATA_DIR: dataDir,
    OWNER_EMAIL: EMAIL,
    SEED_DEMO: target.dataFrom || target.asOf ? 'false' : 'true',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  };
  const base = `http://127.0.0.1:${target.port}`;
  try {
    await createOwner(env);
    const server = await startBuiltServer(target.port, { ...env, PUBLIC_URL: base, TRUST_PROXY: 'true' });
    try {
      const call = client(base);
      await call('POST', '/api/auth/sign-in/email', { email: EMAIL, password: PASSWORD });
      const { totpURI } = JSON.parse(await call('POST', '/api/auth/two-factor/enable', { password: PASSWORD })) as {
        totpURI: string;
      };
      await call('POST', '/api/auth/two-factor/verify-totp', { code: totp(secretFromUri(totpURI)) });
      // Phone numbers to search for: those of the latest orders (none on an empty database).
      const orders = JSON.parse(await call('GET', '/api/allOrder?page=1&limit=100')) as { phone1?: string }[];
      const phones = orders.map((o) => o.phone1).filter((p): p is string => !!p);
      console.log(`\n${target.label}, as of ${asOf}`);
      for (const { route } of staffLists(asOf, '0')) {
        const ms: number[] = [];
        for (let i = 0; i < n; i++) {
          const digits = (phones[i % Math.max(1, phones.length)] ?? '01711000000').slice(-6);
          const list = staffLists(asOf, digits).find((l) => l.route === route)!;
          const t0 = performance.now();
          await call('GET', list.path);
          ms.push(performance.now() - t0);
        }
        ms.sort((a, b) => a - b);
        console.log(
          `  ${route.padEnd(24)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms   p99 ${percentile(ms, 99)
            .toFixed(1)
            .padStart(6)} ms`,
        );
      }
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
