// Shared by `npm run backup` and `npm run restore`: the configured database and upload storage
// (DATA_DIR/uploads, or the S3_* object store).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, type Config } from '#server/config.ts';
import { openDatabase, type Database } from '#server/db/client.ts';
import { resolveFromRoot } from '#server/lib/paths.ts';
import { createConfiguredStorage } from '#server/lib/configured-storage.ts';
import type { Storage } from '#server/lib/storage.ts';

export interface DataTarget {
  config: Config;
  dataDir: string;
  /** Where PGlite keeps its files; null on PostgreSQL. */
  pgliteDir: string | null;
  describe: string;
}

export function dataTarget(): DataTarget {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const dataDir = resolveFromRoot(config.DATA_DIR);
  const pgliteDir = config.DATABASE_URL ? null : join(dataDir, 'pglite');
  const describe = config.DATABASE_URL
    ? `PostgreSQL at ${new URL(config.DATABASE_URL).host}${new URL(config.DATABASE_URL).pathname}`
    : `PGlite in ${pgliteDir}`;
  return { config, dataDir, pgliteDir, describe };
}

/**
 * PGlite allows ONE process per data folder: while a server has it open, PGlite keeps a
 * postmaster.pid file there (removed on a clean stop). Opening it a second time could damage it.
 */
export function assertPgliteFree(target: DataTarget, force: boolean): void {
  if (!target.pgliteDir || force) return;
  if (existsSync(join(target.pgliteDir, 'postmaster.pid'))) {
    throw new Error(
      `The PGlite data folder ${target.pgliteDir} is in use: a server is running on it, or one was killed ` +
        'without a clean stop. Stop the server first (only one process may open a PGlite folder). If you are ' +
        'sure none is running, add --force.',
    );
  }
}

/** A backup reads an existing installation: never create an empty PGlite folder by mistake. */
export function assertPgliteExists(target: DataTarget): void {
  if (target.pgliteDir && !existsSync(join(target.pgliteDir, 'PG_VERSION'))) {
    throw new Error(
      `There is no PGlite database in ${target.pgliteDir}. Set DATA_DIR to the server's data folder ` +
        '(or DATABASE_URL for PostgreSQL).',
    );
  }
}

/** The uploads as the server keeps them; checked to answer, when it is an object store. */
export function openStorage(target: DataTarget): Promise<Storage> {
  return createConfiguredStorage(target.config);
}

export function openTarget(target: DataTarget): Promise<Database> {
  return target.config.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: target.config.DATABASE_URL, poolSize: 2 })
    : openDatabase({ kind: 'pglite', dataDir: target.pgliteDir!, smallCache: true });
}
