import { configDefaults, defineConfig } from 'vitest/config';

// A console.error during a test is a bug nobody noticed: both projects fail the test on it.
const failOnConsoleError = 'src/server/test/setup.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy; two workers suit the 2-core machines this runs on.
    maxWorkers: 2,
    projects: [
      {
        // The server, the shared code, the scripts and the benchmarks run in plain Node.
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/web/**'],
          environment: 'node',
          setupFiles: [failOnConsoleError],
          // The test databases are copies of one made once per run (src/server/test/global-setup.ts).
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each worker loads the app's modules (Fastify, better-auth, PGlite's WebAssembly) once
          // and runs its files one after another with them, instead of loading them again for
          // every file: a file's state is its own app and database, which it makes and closes.
          isolate: false,
        },
      },
      {
        // The web app's tests render components, so they get a DOM; only they pay for it.
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: [failOnConsoleError, 'src/web/test/setup.ts'],
        },
      },
    ],
  },
});
