// Backup and restore at a school's size, measured: peak memory (RSS) of `npm run backup` and
// `npm run restore`, and their time, on a data folder of BACKUP_ORDERS orders (default 10,000) and
// BACKUP_UPLOAD_MB of uploads (default 1024) in 15 MB files (the upload cap), then a check that the
// restore holds every row and file. Figures, not pass/fail (exit 1 only if the round trip differs).
//   node --import tsx bench/backup-memory.ts                   on PGlite
//   BACKUP_PG_URL=postgres://… node --import tsx bench/backup-memory.ts   on PostgreSQL (a fresh database)
//   BACKUP_S3=1 … with the uploads in an S3-compatible object store (s3rver on a local port)
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '#server/db/client.ts';
import { createS3Storage } from '#server/lib/s3-storage.ts';
import { startTestObjectStore, type TestObjectStore } from '#server/test/object-store.ts';
import { nodeArgsOf } from '../scripts/ops/npm-script';

const ORDERS = Number(process.env.BACKUP_ORDERS ?? 10_000);
const UPLOAD_MB = Number(process.env.BACKUP_UPLOAD_MB ?? 1024);
const FILE_MB = 15;
const PG_URL = process.env.BACKUP_PG_URL ?? '';
const S3 = process.env.BACKUP_S3 === '1';

const work = mkdtempSync(join(tmpdir(), 'kds-backup-bench-'));
const source = join(work, 'source');
const target = join(work, 'target');
const archive = join(work, 'school.jsonl.gz');

/**
 * Runs one of the commands as `npm run` does (package.json's node arguments) and samples its peak
 * RSS (VmHWM) from /proc until it exits.
 */
async function measured(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const started = Date.now();
  const child = spawn(process.execPath, [...nodeArgsOf(command), ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  let peakKb = 0;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
      peakKb = Math.max(peakKb, hwm);
    } catch {
      // The process has exited.
    }
  };
  const timer = setInterval(sample, 50);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`${command} failed (${code}):\n${out}`);
  return { peakMb: peakKb / 1024, seconds: (Date.now() - started) / 1000, out };
}

async function fill(database: Database) {
  const db = database.db;
  await database.migrate();
  await db.execute(sql`insert into users (id, name, email, sid, role)
    select 'bench-' || n, 'Student ' || n, 'student' || n || '@bench.example', 'SID' || lpad(n::text, 8, '0'), 'student'
    from generate_series(1, ${ORDERS}) n`);
  await db.execute(sql`insert into orders (oid, user_id, sid, course_cid, course_title, course_price, course_image,
      course_duration, course_lesson, name, email, phone1, fname, mname, address, emergency, sdate, nid_image)
    select 'OID' || lpad(n::text, 8, '0'), 'bench-' || n, 'SID' || lpad(n::text, 8, '0'), 'manual-car',
      'Manual Car Driving', 12000, '/images/courses/manual-car.svg', '1 Month', 20, 'Student ' || n,
      'student' || n || '@bench.example', '017' || lpad(n::text, 8, '0'), 'Father ' || n, 'Mother ' || n,
      'House ' || n || ', Road 7, Sonadanga, Khulna', '018' || lpad(n::text, 8, '0'), '2026-12-01',
      '/api/uploads/private/nid-' || n || '.jpg'
    from generate_series(1, ${ORDERS}) n`);
}

/**
 * Random bytes do not compress: the archive is as large as a school's photos would make it. Into
 * the uploads folder `dir`, or with `put`, into the object store.
 */
async function writeUploads(dir: string, put?: (key: string, data: Buffer) => Promise<void>) {
  const files = Math.ceil(UPLOAD_MB / FILE_MB);
  const hashes = new Map<string, string>();
  for (let i = 0; i < files; i++) {
    const key = `public/bench-${i}.jpg`;
    const mb = Math.min(FILE_MB, UPLOAD_MB - i * FILE_MB);
    const data = randomBytes(mb * 1024 * 1024);
    if (put) await put(key, data);
    else {
      mkdirSync(join(dir, 'public'), { recursive: true });
      writeFileSync(join(dir, key), data);
    }
    hashes.set(key, createHash('sha256').update(data).digest('hex'));
  }
  return hashes;
}

async function counts(database: Database) {
  const q = async (table: string) =>
    (
      (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n;
  return { users: await q('users'), orders: await q('orders') };
}

async function freshPg(name: string) {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

let objectStore: TestObjectStore | undefined;
try {
  const sourceEnv: Record<string, string> = { DATA_DIR: source };
  const targetEnv: Record<string, string> = { DATA_DIR: target };
  if (S3) {
    objectStore = await startTestObjectStore(['bench']);
    Object.assign(sourceEnv, objectStore.env('bench', 'source'));
    Object.assign(targetEnv, objectStore.env('bench', 'target'));
  }
  if (PG_URL) {
    sourceEnv.DATABASE_URL = await freshPg('kds_backup_bench_a');
    targetEnv.DATABASE_URL = await freshPg('kds_backup_bench_b');
  }
  const database = await openDatabase(
    PG_URL ? { kind: 'postgres', url: sourceEnv.DATABASE_URL! } : { kind: 'pglite', dataDir: join(source, 'pglite') },
  );
  await fill(database);
  const before = await counts(database);
  await database.close();
  const sourceStore = objectStore ? await createS3Storage(objectStore.settings('bench', 'source')) : undefined;
  const hashes = await writeUploads(
    join(source, 'uploads'),
    sourceStore && ((key, data) => sourceStore.put(key, data)),
  );
  sourceStore?.close();
  console.log(
    `Backup of ${before.orders} orders and ${UPLOAD_MB} MB of uploads (${hashes.size} files${S3 ? ' in an object store' : ''}) on ${PG_URL ? 'PostgreSQL' : 'PGlite'}`,
  );

  const backup = await measured('backup', [archive], sourceEnv);
  console.log(
    `  npm run backup:  peak RSS ${backup.peakMb.toFixed(0)} MB, ${backup.seconds.toFixed(1)} s, archive ${(statSync(archive).size / 2 ** 20).toFixed(0)} MB`,
  );
  const restore = await measured('restore', [archive], targetEnv);
  console.log(`  npm run restore: peak RSS ${restore.peakMb.toFixed(0)} MB, ${restore.seconds.toFixed(1)} s`);

  const restored = await openDatabase(
    PG_URL ? { kind: 'postgres', url: targetEnv.DATABASE_URL! } : { kind: 'pglite', dataDir: join(target, 'pglite') },
  );
  const after = await counts(restored);
  await restored.close();
  const uploads = join(target, 'uploads');
  const targetStore = objectStore ? await createS3Storage(objectStore.settings('bench', 'target')) : undefined;
  const read = async (key: string) => (targetStore ? await targetStore.get(key) : readFileSync(join(uploads, key)));
  let same = 0;
  for (const [key, sha] of hashes) {
    const data = await read(key);
    if (data && createHash('sha256').update(data).digest('hex') === sha) same++;
  }
  let stored = 0;
  if (targetStore) {
    for await (const entry of targetStore.list()) stored += entry ? 1 : 0;
  } else {
    stored = hashes.size === 0 ? 0 : readdirSync(join(uploads, 'public')).length;
  }
  targetStore?.close();
  const extra = stored - hashes.size;
  const ok = after.orders === before.orders && after.users === before.users && same === hashes.size && extra === 0;
  console.log(
    `  round trip: ${after.orders}/${before.orders} orders, ${after.users}/${before.users} accounts, ` +
      `${same}/${hashes.size} files identical${ok ? '' : '  DIFFERS'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await objectStore?.close();
  rmSync(work, { recursive: true, force: true });
}
