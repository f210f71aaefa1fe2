import type { BuildOptions } from 'esbuild';

/** How the server is bundled (the options are in server-build-options.mjs, which node runs as it is). */
export declare const serverBuildOptions: BuildOptions;
