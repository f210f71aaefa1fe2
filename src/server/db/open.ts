import { join } from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from './client';
import { resolveFromRoot } from '../lib/paths';

/** The database this configuration points at: PostgreSQL when DATABASE_URL is set, else PGlite on disk. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase({ kind: 'postgres', url: config.DATABASE_URL });
  return openDatabase({ kind: 'pglite', dataDir: join(resolveFromRoot(config.DATA_DIR), 'pglite') });
}
