// `npm run bench`: figures, not pass/fail. Builds first when needed, then measures the built server.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { fmt, runLoad, startBuiltServer } from './lib';
import { runLighthouse } from './lighthouse';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = 4390;
const BARE_PORT = 4391;

if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) {
  console.log('building…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const server = await startBuiltServer(PORT);
try {
  // 1. GET /api/allcourse against a bare node:http server answering the very same bytes.
  const bytes = Buffer.from(await (await fetch(`http://127.0.0.1:${PORT}/api/allcourse`)).arrayBuffer());
  const bare = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': bytes.length });
    res.end(bytes);
  });
  await new Promise<void>((r) => bare.listen(BARE_PORT, '127.0.0.1', r));
  const opts = { connections: CONNECTIONS, seconds: SECONDS };
  await runLoad(() => ({ path: '/api/allcourse' }), { ...opts, port: PORT, seconds: 1 }); // warm-up
  const app = await runLoad(() => ({ path: '/api/allcourse' }), { ...opts, port: PORT });
  const base = await runLoad(() => ({ path: '/api/allcourse' }), { ...opts, port: BARE_PORT });
  bare.close();

  console.log(`\nGET /api/allcourse (${bytes.length} bytes, ${CONNECTIONS} connections, ${SECONDS} s each)`);
  console.log(`  app (PGlite)  ${fmt(app)}`);
  console.log(`  bare node     ${fmt(base)}`);
  console.log(`  app / bare throughput ratio: ${(app.rps / base.rps).toFixed(2)}`);

  // 2. What the home page makes a visitor download: the entry script, its preloads and the CSS.
  const html = await (await fetch(`http://127.0.0.1:${PORT}/`)).text();
  const js = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+\.css)"/g)].map((m) => m[1]!);
  const gz = async (urls: string[]) => {
    let total = 0;
    for (const u of urls)
      total += gzipSync(Buffer.from(await (await fetch(`http://127.0.0.1:${PORT}${u}`)).arrayBuffer()), {
        level: 9,
      }).length;
    return total;
  };
  console.log(`\n/ downloads ${js.length} JavaScript file(s): ${((await gz(js)) / 1024).toFixed(1)} KiB gzip`);
  console.log(`/ downloads ${css.length} CSS file(s): ${((await gz(css)) / 1024).toFixed(1)} KiB gzip`);

  // 3. Lighthouse on the home page, mobile preset, in Debian's Chromium (bench/lighthouse.ts).
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const lh = await runLighthouse(`http://127.0.0.1:${PORT}/`);
    console.log(`\nLighthouse, / (mobile preset)`);
    console.log(
      `  performance ${lh.performance}   accessibility ${lh.accessibility}   best-practices ${lh['best-practices']}   SEO ${lh.seo}`,
    );
    console.log(
      `  FCP ${(lh.fcpMs / 1000).toFixed(2)} s   LCP ${(lh.lcpMs / 1000).toFixed(2)} s   TBT ${lh.tbtMs.toFixed(0)} ms   CLS ${lh.cls.toFixed(3)}`,
    );
  }
} finally {
  server.kill('SIGTERM');
}
