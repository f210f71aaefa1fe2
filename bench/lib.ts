import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
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

/** Starts the built server (dist/server/main.js) on a fresh data folder and waits for /api/health. */
export async function startBuiltServer(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let t = 0; t < 200; t++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return child;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the built server did not start; run `npm run build` first');
}

export function fmt(r: LoadResult): string {
  return `${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99
    .toFixed(2)
    .padStart(6)} ms   errors ${r.errors}/${r.requests}`;
}
