// Bundles the server into dist/server/main.js, run by plain `node` (no tsx at run time).
// node_modules stay external: PGlite's WASM, sharp's native binary and pg are loaded from there.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundled: dist/server/main.js');
