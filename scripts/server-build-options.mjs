// How the server is bundled (scripts/build-server.mjs), shared with the test that checks every
// package the bundle leaves external is a production dependency (scripts/server-dependencies.test.ts).
// node_modules stay external: PGlite's WASM, sharp's native binary and pg are loaded from there.
export const serverBuildOptions = {
  entryPoints: { main: 'src/server/main.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
