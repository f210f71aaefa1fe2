// `npm run bench`: figures, not pass/fail. Builds first when needed, then measures the built server.
// Not part of `npm test`. Environment:
//   BENCH_SECONDS, BENCH_CONNECTIONS    the GET /api/allcourse comparison (default 5 s, 20 connections)
//   BENCH_MIX_SECONDS, BENCH_USERS      the mixed workload (default BENCH_SECONDS or 30 s, 50 users)
//   BENCH_RATE                          then an open loop at this many requests a second (default 300;
//                                       0 skips it): arrivals as at a real site, latency from when due
//   BENCH_WORKERS                       PostgreSQL is measured with one app process, then with this
//                                       many (WORKERS, node:cluster; default 2; 1 skips the second run)
//   BENCH_PG_URL                        PostgreSQL server for the mixed workload on PostgreSQL
//                                       (default postgres://postgres:postgres@127.0.0.1:5432/postgres;
//                                       a fresh database is created and dropped; "" skips it)
//   BENCH_SEASON_DATA                   a season's kept PGlite data folder (`npm run season -- --keep`):
//                                       the mixed workload also runs on a copy of it
//   BENCH_SEASON_PG                     a season's kept PostgreSQL database (its URL, as `--keep` prints):
//                                       the mixed workload also runs on a copy of it (TEMPLATE)
//   BENCH_SEASON_AS_OF                  the school day a season's data is as of, for the lists (default
//                                       2027-12-31: the last day of the year's and the district's)
//   BENCH_PARTS                         which parts, default "allcourse,size,lighthouse,mix,lists"
//   BENCH_PORT                          first of the ports used (default 4390; uses 4 ports)
//   BENCH_SERVER                        the server bundle to measure (default dist/server/main.js)
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { fmt, runLoad, startBuiltServer, type LoadResult } from './lib';
import { runLighthouse, type LighthouseScores } from './lighthouse';
import { measureListsOn } from './lists';
import { runMixedOn, withFreshPostgres } from './mixed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BARE_PORT = PORT + 1;
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? process.env.BENCH_SECONDS ?? 30);
const MIX_USERS = Number(process.env.BENCH_USERS ?? 50);
const MIX_RATE = Number(process.env.BENCH_RATE ?? 300);
const MIX_WORKERS = Number(process.env.BENCH_WORKERS ?? 2);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'allcourse,size,lighthouse,mix,lists').split(',').map((p) => p.trim()),
);

if (!process.env.BENCH_SERVER && (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html'))) {
  console.log('building…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const server = ['allcourse', 'size', 'lighthouse'].some((p) => PARTS.has(p)) ? await startBuiltServer(PORT) : null;
try {
  // 1. GET /api/allcourse against a bare node:http server answering the very same bytes.
  if (PARTS.has('allcourse')) await allcourse();
  // 2. What the home page's HTML names for download: the entry script, its preloads and the CSS.
  if (PARTS.has('size')) await size();
  // 3. Lighthouse on the six public pages, mobile preset, in Debian's Chromium (bench/lighthouse.ts).
  if (PARTS.has('lighthouse') && process.env.BENCH_LIGHTHOUSE !== '0') await lighthouse();
} finally {
  server?.kill('SIGTERM');
}

// 4. The mixed workload on PGlite, then on PostgreSQL (bench/mixed.ts).
if (PARTS.has('mix')) {
  console.log(
    `\nMixed workload: ${MIX_USERS} signed-in virtual users, closed loop, ${MIX_SECONDS} s each (after 2 s warm-up)`,
  );
  console.log('  browse 40 % GET /api/allcourse, course 30 % GET /api/oneCourse/:cid,');
  console.log('  verify 15 % POST /api/verify, book 15 % PUT /api/order (201 = booked)');
  console.log('  Servers run with TRUST_PROXY=true; each virtual user sends its own X-Forwarded-For and each');
  console.log('  verification a fresh one, so the per-IP limits (verify 10/min, sign-in 5/min) stay on but');
  console.log('  this measures the app, not the limiter. 429 answers are counted apart from errors.\n');
  await runMixedOn('PGlite (one process, data folder)', {
    port: PORT + 2,
    users: MIX_USERS,
    seconds: MIX_SECONDS,
    rate: MIX_RATE,
  });
  if (PG_URL) {
    for (const workers of MIX_WORKERS > 1 ? [1, MIX_WORKERS] : [1]) {
      const pgRun = await withFreshPostgres(PG_URL, (url) =>
        runMixedOn(`PostgreSQL, ${workers === 1 ? 'one process' : `${workers} processes`}`, {
          port: PORT + 3,
          users: MIX_USERS,
          seconds: MIX_SECONDS,
          rate: MIX_RATE,
          env: { DATABASE_URL: url, WORKERS: String(workers) },
        }),
      );
      if (!pgRun.ran) {
        console.log(`  PostgreSQL skipped: ${pgRun.why}`);
        break;
      }
    }
  } else console.log('  PostgreSQL skipped (BENCH_PG_URL is empty)');
  await mixOnSeasonData();
}

// 5. The office's lists: on empty databases, and on copies of a season's data when named.
if (PARTS.has('lists')) {
  console.log('\nThe office’s lists and reports, each asked 200 times in a row by the owner (bench/lists.ts)');
  await measureListsOn({ label: 'PGlite, empty', port: PORT + 2 });
  const folder = process.env.BENCH_SEASON_DATA;
  const asOf = process.env.BENCH_SEASON_AS_OF ?? '2027-12-31';
  if (folder) await measureListsOn({ label: 'PGlite, the season’s data', port: PORT + 2, dataFrom: folder, asOf });
  if (PG_URL) {
    const empty = await withFreshPostgres(PG_URL, (url) =>
      measureListsOn({ label: 'PostgreSQL, empty', port: PORT + 3, databaseUrl: url }),
    );
    if (!empty.ran) console.log(`  PostgreSQL skipped: ${empty.why}`);
  }
  const seasonPg = process.env.BENCH_SEASON_PG;
  if (seasonPg) {
    const { server, name } = serverOf(seasonPg);
    const run = await withFreshPostgres(
      server,
      (url) => measureListsOn({ label: 'PostgreSQL, the season’s data', port: PORT + 3, databaseUrl: url, asOf }),
      name,
    );
    if (!run.ran) console.log(`  the season’s PostgreSQL skipped: ${run.why}`);
  }
}

/** The server's address (its `postgres` database) and the database's name, from a database's URL. */
function serverOf(databaseUrl: string): { server: string; name: string } {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  return { server: url.toString(), name };
}

/** The same mixed workload on a copy of a season's data, beside the empty database's figures above. */
async function mixOnSeasonData() {
  const mix = { users: MIX_USERS, seconds: MIX_SECONDS, rate: MIX_RATE };
  const folder = process.env.BENCH_SEASON_DATA;
  if (folder) await runMixedOn('PGlite, on the season’s data', { ...mix, port: PORT + 2, dataFrom: folder });
  const seasonPg = process.env.BENCH_SEASON_PG;
  if (!seasonPg) return;
  const { server, name } = serverOf(seasonPg);
  for (const workers of MIX_WORKERS > 1 ? [1, MIX_WORKERS] : [1]) {
    const run = await withFreshPostgres(
      server,
      (url) =>
        runMixedOn(`PostgreSQL, ${workers === 1 ? 'one process' : `${workers} processes`}, the season’s data`, {
          ...mix,
          port: PORT + 3,
          env: { DATABASE_URL: url, WORKERS: String(workers) },
          onExistingData: true,
        }),
      name,
    );
    if (!run.ran) return console.log(`  the season’s PostgreSQL skipped: ${run.why}`);
  }
}

async function allcourse() {
  const bytes = Buffer.from(await (await fetch(`http://127.0.0.1:${PORT}/api/allcourse`)).arrayBuffer());
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((r) => bare.listen(BARE_PORT, '127.0.0.1', r));
  const opts = { connections: CONNECTIONS, seconds: SECONDS };
  await runLoad(() => ({ path: '/api/allcourse' }), { ...opts, port: PORT, seconds: 1 }); // warm-up
  // Three rounds, the app and the bare server taking turns, so a change in the machine's other load
  // falls on both; the ratio reported is the median round's.
  const rounds: { app: LoadResult; base: LoadResult }[] = [];
  for (let round = 0; round < 3; round++) {
    const app = await runLoad(() => ({ path: '/api/allcourse' }), { ...opts, port: PORT });
    const base = await runLoad(() => ({ path: '/api/allcourse' }), { ...opts, port: BARE_PORT });
    rounds.push({ app, base });
  }
  bare.close();

  console.log(`\nGET /api/allcourse (${bytes.length} bytes, ${CONNECTIONS} connections, ${SECONDS} s each, 3 rounds)`);
  for (const [i, { app, base }] of rounds.entries()) {
    console.log(`  round ${i + 1} app (PGlite)  ${fmt(app)}`);
    console.log(`  round ${i + 1} bare node     ${fmt(base)}   ratio ${(app.rps / base.rps).toFixed(2)}`);
  }
  const ratios = rounds.map((r) => r.app.rps / r.base.rps).sort((a, b) => a - b);
  console.log(`  app / bare throughput ratio (median of 3 rounds): ${ratios[1]!.toFixed(2)}`);
}

async function size() {
  const html = await (await fetch(`http://127.0.0.1:${PORT}/`)).text();
  const js = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]!);
  // Bytes as the server sends them to a browser (compressed as a browser asks).
  const wire = async (urls: string[]) => {
    let total = 0;
    for (const u of urls) total += await wireBytes(u);
    return total;
  };
  console.log(`\n/ names ${js.length} JavaScript file(s): ${((await wire(js)) / 1024).toFixed(1)} KiB on the wire`);
  console.log(`/ names ${css.length} CSS file(s): ${((await wire(css)) / 1024).toFixed(1)} KiB on the wire`);
}

function wireBytes(path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, headers: { 'accept-encoding': 'br, gzip, deflate' } }, (res) => {
        let n = 0;
        res.on('data', (chunk: Buffer) => (n += chunk.length));
        res.on('end', () => resolve(n));
      })
      .on('error', reject);
  });
}

/**
 * Lighthouse's mobile preset on the home page, the catalogue, a course page and the sign pages, in both languages:
 * each page LIGHTHOUSE_RUNS times (default 3), the median of every figure. JS is what the page
 * downloaded on the wire (compressed), whatever file it came from.
 */
async function lighthouse() {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const courses = (await (await fetch(`http://127.0.0.1:${PORT}/api/allcourse`)).json()) as Array<{ cid: string }>;
  const course = `/course/${courses[0]?.cid ?? 'none'}`;
  const pages = ['/', '/courses', course, '/sign1', '/bn', '/bn/courses', `/bn${course}`, '/bn/sign1'];
  console.log(`\nLighthouse, mobile preset, median of ${runs} runs per page`);
  console.log('  page                      perf  a11y  b.p.   SEO    FCP s   LCP s  TBT ms    CLS  JS KiB');
  for (const page of pages) {
    const results: LighthouseScores[] = [];
    for (let i = 0; i < runs; i++) results.push(await runLighthouseRetrying(`http://127.0.0.1:${PORT}${page}`));
    const m = (pick: (r: LighthouseScores) => number) => median(results.map(pick));
    console.log(
      `  ${page.padEnd(24)} ${[
        m((r) => r.performance),
        m((r) => r.accessibility),
        m((r) => r['best-practices']),
        m((r) => r.seo),
      ]
        .map((n) => String(n).padStart(5))
        .join(
          ' ',
        )} ${(m((r) => r.fcpMs) / 1000).toFixed(2).padStart(8)} ${(m((r) => r.lcpMs) / 1000).toFixed(2).padStart(7)} ${m(
        (r) => r.tbtMs,
      )
        .toFixed(0)
        .padStart(7)} ${m((r) => r.cls)
        .toFixed(3)
        .padStart(6)} ${(m((r) => r.jsBytes) / 1024).toFixed(1).padStart(7)}`,
    );
    const dashboard = results.flatMap((r) => r.scripts).filter((s) => /dashboard|manage-|admin/i.test(s));
    if (dashboard.length) console.log(`    downloads staff code: ${[...new Set(dashboard)].join(', ')}`);
  }
}

/** Lighthouse now and then fails to start Chromium on a busy machine: one more try before giving up. */
async function runLighthouseRetrying(url: string): Promise<LighthouseScores> {
  try {
    return await runLighthouse(url);
  } catch {
    return runLighthouse(url);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
