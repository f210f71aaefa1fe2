import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '#server/app.ts';
import { watchErrorBodies } from './error-bodies';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { schoolSettings } from '#server/db/schema/index.ts';
import { SAMPLE_SCHOOL } from '#server/db/sample-school.ts';
import { createTestDatabase } from './database';
import { ORIGIN } from './http';

/** The sample school's facts, open every day of the week. */
export const TEST_SCHOOL = { ...SAMPLE_SCHOOL, closedDays: [] };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** DATA_DIR of this app: uploads and the mail outbox live under it. */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh test database, served at ORIGIN, with a data folder of its own
 * (removed again on close, unless `env.DATA_DIR` names one); call `close` in afterAll. Given a
 * `database`, the app shares it (as a second app process on one PostgreSQL would) and leaves
 * closing it to the caller.
 */
export type TestAppDeps = Pick<AppDeps, 'clock' | 'webRoot' | 'renderer' | 'bkashGateway' | 'storage'> & {
  database?: Database;
};

export async function createTestApp(
  env: Record<string, string> = {},
  { database: shared, ...deps }: TestAppDeps = {},
): Promise<TestApp> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'kds-test-'));
  const database = shared ?? (await createTestDatabase());
  // The tests' school is open every day, so a batch meeting daily has a session today whatever the
  // weekday; the closed-day rule's own tests close a day (or read the sample's Friday) themselves.
  if (!shared)
    await database.db
      .insert(schoolSettings)
      .values({ id: 1, value: TEST_SCHOOL })
      .onConflictDoNothing({ target: schoolSettings.id });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, DATA_DIR: dataDir, ...env });
  const app = await buildApp({ config, database, webRoot: '/nonexistent', inspect: watchErrorBodies, ...deps });
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      if (!shared) await database.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
