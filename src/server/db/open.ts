import { join } from 'node:path';
import type { Config } from '#server/config.ts';
import { openDatabase, type Database } from './client';
import { resolveFromRoot } from '#server/lib/paths.ts';

/** The database this configuration points at: PostgreSQL when DATABASE_URL is set, else PGlite on disk. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
  return openDatabase({ kind: 'pglite', dataDir: join(resolveFromRoot(config.DATA_DIR), 'pglite') });
}
