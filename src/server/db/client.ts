import { mkdirSync } from 'node:fs';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';
import { migrationsDir } from '#server/lib/paths.ts';
import { seedFromTemplate } from './pglite-template';

export type Schema = typeof schema;
/**
 * Both drivers expose the same query builder; we type the handle as the node-postgres one so
 * services do not care which database sits underneath.
 */
export type Db = NodePgDatabase<Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `fn` (migrating, seeding, the demo accounts) while no other process starting on the same
   * database does: on PostgreSQL a session-level advisory lock held on one connection, so of
   * several processes started together one prepares the database and the others wait, then find
   * it done. PGlite's data folder belongs to one process, so there it simply runs.
   */
  whileStarting<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The advisory-lock key processes starting on one PostgreSQL database queue on (any fixed 64-bit number). */
const STARTUP_LOCK = 7_041_986_2026;

export type DatabaseOptions =
  /**
   * No dataDir: in memory (tests). `smallCache`: PostgreSQL's shared buffers at 16 MB instead of
   * 128 MB, for one-off commands (backup, restore, import) that read or write each row once: a
   * cache the size of the server's would only add to their memory.
   */
  | {
      kind: 'pglite';
      dataDir?: string;
      smallCache?: boolean;
      /** In memory only: start from this dump (PGlite's `dumpDataDir`) instead of a new database (tests). */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
      whileStarting: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
          return await fn();
        } finally {
          // Closing the session would release it too; unlock first so the pooled client is clean.
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  // Loaded only here: PGlite's module alone takes some 45 MB, which a process on PostgreSQL (the
  // server, a backup) should not carry.
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // A new folder starts as a copy of the database the build made (see pglite-template.ts).
  if (opts.dataDir && !seedFromTemplate(opts.dataDir)) mkdirSync(opts.dataDir, { recursive: true });
  // Start parameters, unlike `postgresqlconf`, are not written into the data folder: the server
  // opening it next keeps its own setting.
  const options = {
    ...(opts.smallCache
      ? {
          startParams: [
            ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
            '-c',
            'shared_buffers=16MB',
          ],
        }
      : {}),
    ...(opts.loadDataDir && !opts.dataDir ? { loadDataDir: opts.loadDataDir } : {}),
  };
  const client = opts.dataDir ? new PGlite(opts.dataDir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    whileStarting: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
