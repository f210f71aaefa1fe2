import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

/** A bounded closed-loop load: `connections` clients each send the next request when the last one ends. */
export async function runLoad(
  next: (i: number) => { method?: string; path: string; body?: string; headers?: Record<string, string> },
  opts: { port: number; connections: number; seconds: number; ok?: (status: number) => boolean },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const latencies: number[] = [];
  let errors = 0;
  let i = 0;
  const deadline = performance.now() + opts.seconds * 1000;
  const ok = opts.ok ?? ((s: number) => s >= 200 && s < 300);
  const one = () =>
    new Promise<void>((resolve) => {
      const req = next(i++);
      const start = performance.now();
      const r = http.request(
        {
          host: '127.0.0.1',
          port: opts.port,
          path: req.path,
          method: req.method ?? 'GET',
          agent,
          headers: { 'accept-encoding': 'identity', ...(req.headers ?? {}) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            latencies.push(performance.now() - start);
            if (!ok(res.statusCode ?? 0)) errors++;
            resolve();
          });
        },
      );
      r.on('error', () => {
        errors++;
        resolve();
      });
      if (req.body) r.end(req.body);
      else r.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (performance.now() < deadline) await one();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, seconds, rps: latencies.length / seconds, p50: pct(50), p99: pct(99) };
}

/**
 * Starts the built server (dist/server/main.js, or BENCH_SERVER: another build's dist/server/main.js, e.g. a
 * copy of an older build to compare with) on a fresh data folder, or on a copy of `dataFrom` (a
 * data folder a season kept), and waits for /api/health. The data folder is removed when the
 * process exits; `dataFrom` itself is never written.
 */
export async function startBuiltServer(
  port: number,
  env: Record<string, string> = {},
  dataFrom?: string,
): Promise<ChildProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  if (dataFrom) cpSync(dataFrom, dataDir, { recursive: true });
  // BENCH_PROFILE_DIR: each server writes a V8 CPU profile there when it exits (bench/profile.ts reads it).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, process.env.BENCH_SERVER ?? 'dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  // A busy machine can take a while to start it (migrations, the first PGlite open).
  for (let t = 0; t < 600 && child.exitCode === null; t++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  throw new Error('the built server did not start; run `npm run build` first');
}

export function fmt(r: LoadResult): string {
  return `${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99
    .toFixed(2)
    .padStart(6)} ms   errors ${r.errors}/${r.requests}`;
}

// ── Weighted mixes (the mixed workload) ──

export interface BenchRequest {
  method?: string;
  path: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/** One kind of request in a mix: picked with probability weight / (sum of weights). */
export interface MixAction<U> {
  name: string;
  weight: number;
  request: (user: U, n: number) => BenchRequest;
  /** The statuses that count as success (default 2xx). 429 is always counted apart, as `limited`. */
  ok?: (status: number) => boolean;
}

export interface MixStats extends LoadResult {
  /** 429 answers: the rate limiter, not the app, said no. Not counted in `errors`. */
  limited: number;
  /** The first few unexpected answers, to tell what went wrong. */
  samples: string[];
}

export interface MixResult {
  total: MixStats;
  actions: Record<string, MixStats>;
}

class Tally {
  latencies: number[] = [];
  errors = 0;
  limited = 0;
  samples: string[] = [];
  stats(seconds: number): MixStats {
    const l = this.latencies.sort((a, b) => a - b);
    const pct = (p: number) => l[Math.min(l.length - 1, Math.floor((p / 100) * l.length))] ?? 0;
    return {
      requests: l.length,
      errors: this.errors,
      limited: this.limited,
      seconds,
      rps: l.length / seconds,
      p50: pct(50),
      p99: pct(99),
      samples: this.samples,
    };
  }
}

/**
 * A closed loop of `users.length` virtual users: each one picks the next action by weight (a
 * seeded random sequence, so runs are comparable), sends it, waits for the whole answer, and goes
 * again until `seconds` have passed. Latency is measured per request, per action and overall.
 *
 * With `rate`, an open loop instead: requests start at that many per second whatever the answers
 * do (the users take turns), as visitors arrive at a real site. Latency then counts from when a
 * request was due, so a server that falls behind shows it in full.
 */
export async function runMix<U>(
  users: U[],
  actions: MixAction<U>[],
  opts: { port: number; seconds: number; seed?: number; rate?: number },
): Promise<MixResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.rate ? Infinity : users.length });
  const totalWeight = actions.reduce((s, a) => s + a.weight, 0);
  let rand = opts.seed ?? 0x2f6e2b1;
  const random = () => {
    // mulberry32
    rand = (rand + 0x6d2b79f5) | 0;
    let t = Math.imul(rand ^ (rand >>> 15), 1 | rand);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = () => {
    let r = random() * totalWeight;
    for (const a of actions) if ((r -= a.weight) < 0) return a;
    return actions[actions.length - 1]!;
  };
  const all = new Tally();
  const per = new Map(actions.map((a) => [a.name, new Tally()]));
  let n = 0;
  const deadline = performance.now() + opts.seconds * 1000;

  const one = (user: U, due?: number) =>
    new Promise<void>((resolve) => {
      const action = pick();
      const tally = per.get(action.name)!;
      const req = action.request(user, n++);
      const ok = action.ok ?? ((s: number) => s >= 200 && s < 300);
      const start = due ?? performance.now();
      const fail = (what: string) => {
        for (const t of [all, tally]) {
          t.errors++;
          if (t.samples.length < 3) t.samples.push(`${action.name}: ${what}`);
        }
      };
      const r = http.request(
        {
          host: '127.0.0.1',
          port: opts.port,
          path: req.path,
          method: req.method ?? 'GET',
          agent,
          headers: { 'accept-encoding': 'identity', ...(req.headers ?? {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - start;
            all.latencies.push(ms);
            tally.latencies.push(ms);
            const status = res.statusCode ?? 0;
            if (status === 429) {
              all.limited++;
              tally.limited++;
            } else if (!ok(status)) fail(`${status} ${Buffer.concat(chunks).toString('utf8').slice(0, 160)}`);
            resolve();
          });
        },
      );
      r.on('error', (e) => {
        fail(e.message);
        resolve();
      });
      r.end(req.body);
    });

  const started = performance.now();
  if (opts.rate) {
    const interval = 1000 / opts.rate;
    const inFlight: Promise<void>[] = [];
    for (let k = 0; ;) {
      const now = performance.now();
      if (started + k * interval >= deadline) break;
      // Start every request that is due by now, then sleep until the next one is.
      for (; started + k * interval <= now; k++) inFlight.push(one(users[k % users.length]!, started + k * interval));
      await new Promise((r) => setTimeout(r, Math.max(0, started + k * interval - performance.now())));
    }
    await Promise.all(inFlight);
  } else {
    await Promise.all(
      users.map(async (user) => {
        while (performance.now() < deadline) await one(user);
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    total: all.stats(seconds),
    actions: Object.fromEntries([...per].map(([name, t]) => [name, t.stats(seconds)])),
  };
}

export function fmtMix(r: MixStats): string {
  return `${r.rps.toFixed(0).padStart(6)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99
    .toFixed(2)
    .padStart(7)} ms   errors ${r.errors}/${r.requests}   429s ${r.limited}`;
}
