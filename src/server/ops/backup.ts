import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '#server/db/client.ts';
import { isSafeStorageKey, type Storage } from '#server/lib/storage.ts';

/**
 * One-file backups of the whole installation (docs/decisions/0057-backup-format.md): every table
 * of the `public` schema, read in ONE repeatable-read, read-only transaction (a consistent
 * snapshot, also on a live PostgreSQL), and every upload in the app's storage (DATA_DIR/uploads, or
 * the S3-compatible object store), in a gzip'd line-based container. Pure Node: no pg_dump, so no
 * client/server version to match. Both ways stream: rows through a cursor a chunk at a time, files
 * one at a time in pieces of 48 KiB, the restore line by line, so memory stays bounded by a few
 * pieces, not by the size of an upload or of the school's data.
 *
 *   {"format":"khulna-driving-school-backup",...}   header (first line)
 *   T <tab> table <tab> ["col",...]                  a table starts
 *   R <tab> {row as PostgreSQL's to_jsonb}           one row of that table (never parsed in Node)
 *   F <tab> key <tab> size                           an upload starts (version 2)
 *   D <tab> base64                                   up to 48 KiB of it; as many lines as it takes
 *   H <tab> sha256                                   it ends: its checksum
 *   E <tab> {"tables":{...},"files":n}               end marker: a cut-off archive is refused
 *
 * Version 1 archives (one line per upload: F <tab> key <tab> size <tab> sha256 <tab> base64) are
 * still restored.
 */
export const BACKUP_FORMAT = 'khulna-driving-school-backup';
export const BACKUP_VERSION = 2;
/** The versions `restoreBackup` reads. */
const READABLE_VERSIONS = new Set([1, 2]);
/** Bytes of an upload per D line: a multiple of 3, so each line's base64 stands alone. */
const FILE_CHUNK = 48 * 1024;

export class BackupError extends Error {}

export interface BackupSummary {
  tables: Record<string, number>;
  files: number;
  bytes: number;
}

interface Header {
  format: string;
  version: number;
  createdAt: string;
  database: Database['kind'];
  /** Hashes of the applied migrations, oldest first. */
  migrations: string[];
}

type Queryable = Pick<Db, 'execute'>;

async function rows<T>(db: Queryable, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The tables of the public schema, parents before children (foreign-key order). */
export async function tablesInForeignKeyOrder(db: Queryable): Promise<string[]> {
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).map((r) => r.name);
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.relname as child, p.relname as parent
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_class p on p.oid = k.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (ordered.includes(t)) return;
    if (visiting.has(t)) throw new BackupError(`foreign keys form a cycle through ${t}`);
    visiting.add(t);
    for (const p of parents.get(t) ?? []) visit(p);
    visiting.delete(t);
    ordered.push(t);
  };
  tables.forEach(visit);
  return ordered;
}

async function columnsOf(db: Queryable, table: string): Promise<string[]> {
  return (
    await rows<{ name: string }>(
      db,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
    )
  ).map((r) => r.name);
}

async function appliedMigrations(db: Queryable): Promise<string[]> {
  const [exists] = await rows<{ t: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') as t`);
  if (!exists?.t) return [];
  return (await rows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by id`)).map(
    (r) => r.hash,
  );
}

/**
 * The bytes of `source` in pieces of exactly `size` (the last may be shorter), whatever pieces it
 * arrives in (a disk read, a network packet): holds at most one piece and one arrival at a time.
 */
async function* inPieces(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const arrived of source) {
    let chunk = arrived;
    while (length + chunk.length >= size) {
      const take = size - length;
      yield Buffer.concat([...pending, chunk.subarray(0, take)], size);
      chunk = chunk.subarray(take);
      pending = [];
      length = 0;
    }
    if (chunk.length) {
      pending.push(chunk);
      length += chunk.length;
    }
  }
  if (length) yield Buffer.concat(pending, length);
}

/** Whether the storage holds any upload at all. */
async function holdsAnyFile(storage: Storage): Promise<boolean> {
  for await (const entry of storage.list()) if (entry) return true;
  return false;
}

/** Rows fetched from the cursor at a time: memory holds one such chunk, whatever the table's size. */
const CHUNK = 500;

/**
 * Every row of `table` as PostgreSQL's JSON text, handed to `each` in order, through a cursor in
 * the caller's transaction (so within its snapshot): memory holds one chunk of rows, not the table.
 */
async function copyRows(tx: Queryable, table: string, each: (json: string) => Promise<void>): Promise<number> {
  await tx.execute(
    sql.raw(`declare backup_rows no scroll cursor for select to_jsonb(t)::text as j from ${ident(table)} t`),
  );
  let count = 0;
  for (;;) {
    const chunk = await rows<{ j: string }>(tx, sql.raw(`fetch forward ${CHUNK} from backup_rows`));
    for (const r of chunk) await each(r.j);
    count += chunk.length;
    if (chunk.length < CHUNK) break;
  }
  await tx.execute(sql.raw('close backup_rows'));
  return count;
}

/**
 * Writes the database and every stored upload to `file` (written to a temporary name, then
 * renamed, so a crash never leaves a half archive under the final name).
 */
export async function createBackup(opts: {
  database: Database;
  storage: Storage;
  file: string;
}): Promise<BackupSummary> {
  const { database, storage, file } = opts;
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  const gzip = createGzip();
  const out = createWriteStream(tmp);
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(line + '\n')) await once(gzip, 'drain');
  };
  const summary: BackupSummary = { tables: {}, files: 0, bytes: 0 };
  try {
    await database.db.transaction(
      async (tx) => {
        const header: Header = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          createdAt: new Date().toISOString(),
          database: database.kind,
          migrations: await appliedMigrations(tx),
        };
        await write(JSON.stringify(header));
        for (const table of await tablesInForeignKeyOrder(tx)) {
          const columns = await columnsOf(tx, table);
          await write(`T\t${table}\t${JSON.stringify(columns)}`);
          summary.tables[table] = await copyRows(tx, table, (json) => write(`R\t${json}`));
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    // Uploads are written once under a fresh random name and never changed, so copying them after
    // the snapshot is consistent: every file the snapshot names exists (files are removed only
    // together with their row), and a file newer than the snapshot is merely an extra.
    for await (const { key } of storage.list()) {
      const object = await storage.stream(key);
      if (!object) continue; // removed between listing and reading
      const { body, size } = object;
      // Streamed a chunk at a time: memory holds one chunk, however large the file.
      const hash = createHash('sha256');
      let bytes = 0;
      try {
        await write(`F\t${key}\t${size}`);
        for await (const chunk of inPieces(body as AsyncIterable<Buffer>, FILE_CHUNK)) {
          hash.update(chunk);
          bytes += chunk.length;
          await write(`D\t${chunk.toString('base64')}`);
        }
      } finally {
        body.destroy();
      }
      if (bytes !== size) throw new BackupError(`${key} changed while it was being copied.`);
      await write(`H\t${hash.digest('hex')}`);
      summary.files++;
      summary.bytes += bytes;
    }
    await write(`E\t${JSON.stringify({ tables: summary.tables, files: summary.files })}`);
    gzip.end();
    await once(out, 'close');
    await rename(tmp, file);
    return summary;
  } catch (err) {
    gzip.destroy();
    out.destroy();
    await rm(tmp, { force: true });
    throw err;
  }
}

/** Tables of the public schema that hold at least one row. */
async function nonEmptyTables(db: Queryable): Promise<string[]> {
  const full: string[] = [];
  for (const table of await tablesInForeignKeyOrder(db)) {
    const [r] = await rows<{ any: boolean }>(db, sql.raw(`select exists (select 1 from ${ident(table)}) as any`));
    if (r?.any) full.push(table);
  }
  return full;
}

/** After inserting explicit ids: move every serial/identity sequence past the highest value. */
async function resetSequences(db: Queryable): Promise<void> {
  const seqs = await rows<{ table: string; column: string; seq: string }>(
    db,
    sql`select table_name as "table", column_name as "column",
               pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
        from information_schema.columns
        where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const s of seqs) {
    await db.execute(
      sql.raw(
        `select setval('${s.seq.replace(/'/g, "''")}', coalesce((select max(${ident(s.column)}) from ${ident(s.table)}), 0) + 1, false)`,
      ),
    );
  }
}

/**
 * Brings a backup back into an EMPTY database and storage (uploads folder or object store prefix):
 * refuses anything else, applies the migrations, inserts every table in foreign-key order in one
 * transaction, then restores the files (each checked against its SHA-256). The database must not
 * be migrated by the caller.
 */
export async function restoreBackup(opts: {
  database: Database;
  storage: Storage;
  file: string;
  /** How many rows go into one INSERT. */
  batchSize?: number;
}): Promise<BackupSummary> {
  const { database, storage, file } = opts;
  const batchSize = opts.batchSize ?? 500;
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  if (await holdsAnyFile(storage)) {
    throw new BackupError(
      `The ${storage.describe} is not empty. Restore only into an empty data folder (or an empty bucket or prefix).`,
    );
  }
  const full = await nonEmptyTables(database.db);
  if (full.length > 0) {
    throw new BackupError(
      `The target database is not empty (tables with rows: ${full.join(', ')}). Restore only into an empty database.`,
    );
  }

  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const next = async (): Promise<string | undefined> => {
    try {
      const r = await lines.next();
      return r.done ? undefined : (r.value as string);
    } catch (err) {
      throw new BackupError(`The backup file is damaged: ${(err as Error).message}`);
    }
  };

  const first = await next();
  let header: Header;
  try {
    header = JSON.parse(first ?? '') as Header;
  } catch {
    throw new BackupError(`${file} is not a backup made by npm run backup.`);
  }
  if (header.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup made by npm run backup.`);
  if (!READABLE_VERSIONS.has(header.version)) throw new BackupError(`Unsupported backup version ${header.version}.`);

  await database.whileStarting(() => database.migrate());
  const known = new Set(await appliedMigrations(database.db));
  const unknown = header.migrations.filter((h) => !known.has(h));
  if (unknown.length > 0) {
    throw new BackupError(
      'The backup comes from a newer version of the app (unknown migrations). Update the app first.',
    );
  }

  const summary: BackupSummary = { tables: {}, files: 0, bytes: 0 };
  const written: string[] = [];
  let line = await next();
  try {
    await database.db.transaction(async (tx) => {
      const targetTables = new Set(await tablesInForeignKeyOrder(tx));
      while (line !== undefined && line.startsWith('T\t')) {
        const [, table, columnsJson] = line.split('\t') as [string, string, string];
        if (!targetTables.has(table)) throw new BackupError(`The backup has a table this app does not know: ${table}.`);
        const columns = JSON.parse(columnsJson) as string[];
        const present = new Set(await columnsOf(tx, table));
        const missing = columns.filter((c) => !present.has(c));
        if (missing.length) throw new BackupError(`Table ${table} has no column ${missing.join(', ')} in this app.`);
        const list = columns.map(ident).join(', ');
        let batch: string[] = [];
        const flush = async () => {
          if (!batch.length) return;
          await tx.execute(
            sql`${sql.raw(`insert into ${ident(table)} (${list}) select ${list} from jsonb_populate_recordset(null::${ident(table)}, `)}${`[${batch.join(',')}]`}${sql.raw('::jsonb)')}`,
          );
          summary.tables[table] = (summary.tables[table] ?? 0) + batch.length;
          batch = [];
        };
        summary.tables[table] = 0;
        line = await next();
        while (line !== undefined && line.startsWith('R\t')) {
          batch.push(line.slice(2));
          if (batch.length >= batchSize) await flush();
          line = await next();
        }
        await flush();
      }
      await resetSequences(tx);

      while (line !== undefined && line.startsWith('F\t')) {
        const [, key, size, sha, b64] = line.split('\t') as [string, string, string, string?, string?];
        if (!isSafeStorageKey(key)) throw new BackupError(`Unsafe file name in the backup: ${key}`);
        const damaged = () => new BackupError(`The backup file is damaged: ${key} does not match its checksum.`);
        // Named before it is written: a failure part-way removes whatever reached the storage.
        written.push(key);
        if (header.version === 1) {
          const data = Buffer.from(b64 ?? '', 'base64');
          if (data.length !== Number(size) || createHash('sha256').update(data).digest('hex') !== sha) throw damaged();
          await storage.put(key, data);
          line = await next();
        } else {
          // Written a chunk at a time as its D lines come, one chunk behind: the last one goes only
          // once the H line confirms the checksum, so an altered file never lands whole.
          const expected = Number(size);
          const body = new PassThrough({ highWaterMark: FILE_CHUNK });
          const put = storage.putStream(key, body, expected);
          // Settles only if the write fails early, so a wait for room also ends then.
          const failed = put.then(() => new Promise<never>(() => {}));
          failed.catch(() => {});
          const send = async (chunk: Buffer) => {
            if (!body.write(chunk)) await Promise.race([once(body, 'drain'), failed]);
          };
          try {
            const hash = createHash('sha256');
            let bytes = 0;
            let held: Buffer | null = null;
            line = await next();
            while (line !== undefined && line.startsWith('D\t')) {
              const chunk = Buffer.from(line.slice(2), 'base64');
              hash.update(chunk);
              bytes += chunk.length;
              if (bytes > expected) throw damaged();
              if (held) await send(held);
              held = chunk;
              line = await next();
            }
            if (line === undefined || !line.startsWith('H\t')) {
              throw new BackupError('The backup file is incomplete (a file is cut off): it was cut off or damaged.');
            }
            if (bytes !== expected || hash.digest('hex') !== line.slice(2)) throw damaged();
            if (held) await send(held);
            body.end();
          } catch (err) {
            body.destroy(err as Error);
            await put.catch(() => {});
            throw err;
          }
          await put;
          line = await next();
        }
        summary.files++;
        summary.bytes += Number(size);
      }

      if (line === undefined || !line.startsWith('E\t')) {
        throw new BackupError('The backup file is incomplete (no end marker): it was cut off or damaged.');
      }
      const end = JSON.parse(line.slice(2)) as { tables: Record<string, number>; files: number };
      for (const [table, n] of Object.entries(end.tables)) {
        if ((summary.tables[table] ?? 0) !== n) {
          throw new BackupError(`The backup file is damaged: ${table} should have ${n} rows.`);
        }
      }
      if (end.files !== summary.files) throw new BackupError('The backup file is damaged: files are missing.');
    });
  } catch (err) {
    for (const key of written) await storage.remove(key).catch(() => {});
    throw err;
  }
  return summary;
}

/** Size of a file in bytes (for the CLI's report). */
export async function fileSize(file: string): Promise<number> {
  return (await stat(file)).size;
}
