// Bundles the server into dist/server/main.js, run by plain `node` (no tsx at run time).
import { build } from 'esbuild';
import { serverBuildOptions } from './server-build-options.mjs';

await build(serverBuildOptions);
console.log('server bundled: dist/server/main.js');
