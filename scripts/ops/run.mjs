// Runs one of the one-off commands (backup, restore, import-legacy) in plain Node:
//   node scripts/ops/run.mjs backup [args…]
// The TypeScript entry is bundled first with esbuild (packages stay external, as in the server's
// build), so the process carries neither tsx's loader thread nor its compile caches: some 35 MB
// less resident memory for a command whose memory is meant to stay small whatever the school's
// size. Bundled fresh on every run, so it is never older than the sources.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { build, stop } from 'esbuild';

const COMMANDS = new Set(['backup', 'restore', 'import-legacy']);
const [name, ...args] = process.argv.slice(2);
if (!COMMANDS.has(name)) {
  console.error(`usage: node scripts/ops/run.mjs ${[...COMMANDS].join('|')} [args…]`);
  process.exit(2);
}

const root = fileURLToPath(new URL('../..', import.meta.url));
// Under dist/ (build output, never committed) so that the project root is found above it and
// node_modules resolve as they do for the server's bundle. One file per process: two commands
// running at once never read each other's half-written bundle.
const outfile = join(root, 'dist', 'ops', `${name}-${process.pid}.mjs`);
await build({
  entryPoints: [join(root, 'scripts', 'ops', `${name}.ts`)],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'inline',
  logLevel: 'warning',
});
await stop();
process.on('exit', () => rmSync(outfile, { force: true }));

// PGlite's WebAssembly compiled by the baseline compiler only. The optimising tier recompiles
// the hot half of PostgreSQL in the background, which costs ~75 MB of memory and buys nothing
// for a command that reads or writes each row once (the backup of 10,000 orders takes as long).
setFlagsFromString('--liftoff-only');

process.argv = [process.argv[0], outfile, ...args];
await import(pathToFileURL(outfile).href);
