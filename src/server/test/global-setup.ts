import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';
import { pgliteVersion } from '#server/db/pglite-template.ts';
import { appRoot, migrationsDir } from '#server/lib/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite's own dumps of a new database, empty and migrated: each test database starts from one. */
    pgliteDumps: { empty: string; migrated: string } | null;
    /** On PostgreSQL, a migrated database each test database is copied from. */
    postgresTemplate: string | null;
  }
}

/**
 * Each API test file gets a database of its own, and making one was most of a file's cost: PGlite's
 * initdb (~5 s of CPU, hundreds of MB copied, a minute of waiting on a busy machine) and then every
 * migration. Here that happens once per run: the test databases are copies (decision 0380 does
 * the same for the server's data folders).
 *
 * - PGlite: a new database is dumped empty and migrated (PGlite's `dumpDataDir`), kept under
 *   node_modules/.cache for the PGlite version and the migrations it holds, so a second run on
 *   the same ones makes nothing; each test database loads a dump (`loadDataDir`, under a second).
 * - PostgreSQL (TEST_DATABASE_URL): one migrated database for this run, which each test database
 *   names as its TEMPLATE; dropped at the end.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    project.provide('pgliteDumps', await pgliteDumps());
    project.provide('postgresTemplate', null);
    return;
  }
  project.provide('pgliteDumps', null);
  const name = `test_template_${randomBytes(5).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 1 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(url, `drop database if exists ${name} with (force)`);
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function pgliteDumps(): Promise<{ empty: string; migrated: string }> {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  const dir = join(
    appRoot,
    'node_modules',
    '.cache',
    'test-databases',
    `${pgliteVersion()}-${hash.digest('hex').slice(0, 16)}`,
  );
  const dumps = { empty: join(dir, 'empty.tar'), migrated: join(dir, 'migrated.tar') };
  if (existsSync(dumps.empty) && existsSync(dumps.migrated)) return dumps;
  mkdirSync(dir, { recursive: true });
  const client = new PGlite();
  try {
    await client.waitReady;
    const save = async (file: string) => {
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
      renameSync(tmp, file);
    };
    await save(dumps.empty);
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    await save(dumps.migrated);
  } finally {
    await client.close();
  }
  return dumps;
}
