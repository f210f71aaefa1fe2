import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#server/db/client.ts';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a brand-new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close). Migrated, unless a test
 * wants it empty like a fresh install's (`migrate: false`). Each is a copy of one the run made
 * once (src/server/test/global-setup.ts): a PGlite dump, or PostgreSQL's TEMPLATE.
 */
export async function createTestDatabase({ migrate = true } = {}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dumps = inject('pgliteDumps');
    const dump = dumps && readFileSync(migrate ? dumps.migrated : dumps.empty);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: dump ? new Blob([dump]) : undefined });
    if (migrate && !dump) await database.migrate();
    return database;
  }
  const template = migrate ? inject('postgresTemplate') : null;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString(), poolSize: 5 });
  if (migrate && !template) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
