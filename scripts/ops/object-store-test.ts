// Object store: two BUILT server processes, each with its own DATA_DIR, share one PostgreSQL
// database and one S3-compatible bucket (s3rver, started here on a free port). Checks that an
// upload made through one is served by the other, that a private one (an NID scan) reaches only
// its owner and staff, and that `npm run backup` and `npm run restore` round-trip every row and
// every object into a fresh database and an empty prefix, on which a third process serves them.
// Database: fresh ones on OPS_DATABASE_URL / TEST_DATABASE_URL / the local default, dropped
// afterwards. Exits 1 on any failure.
//   npm run build && node --import tsx scripts/ops/object-store-test.ts
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { appRoot } from '#server/lib/paths.ts';
import { createS3Storage } from '#server/lib/s3-storage.ts';
import type { Storage } from '#server/lib/storage.ts';
import { startTestObjectStore } from '#server/test/object-store.ts';
import { secretFromUri, totp } from '#server/test/totp.ts';
import {
  Client,
  PASSWORD,
  assertBuilt,
  check,
  createPgDatabase,
  pgAdminUrl,
  signUp,
  startServer,
  uploadImage,
  uploadPrivateNid,
} from './lib';
import type { Server } from './lib';
import { nodeArgsOf } from './npm-script';

assertBuilt();
const failures: string[] = [];
const work = mkdtempSync(join(tmpdir(), 'kds-object-store-'));
const objectStore = await startTestObjectStore(['school-uploads']);
const source = await createPgDatabase(pgAdminUrl(), 'ops_s3');
const restored = await createPgDatabase(pgAdminUrl(), 'ops_s3_restored');
const servers: Server[] = [];
const stores: Storage[] = [];
const SITE = 'http://school.ops.test';
const BUCKET = 'school-uploads';

/** Runs one of the ops CLIs (backup, restore) as `npm run` does, with `env`; answers its output. */
async function runCli(command: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, [...nodeArgsOf(command), ...args], {
    cwd: appRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${command} exited with ${code}:\n${out}`);
  return out;
}

/** Every table's rows, as one checksum per table, in a stable order. */
async function tableChecksums(url: string): Promise<Record<string, string>> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const tables = await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables.rows) {
      const r = await db.query<{ n: number; sum: string | null }>(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as sum from "${name}" t`,
      );
      out[name] = `${r.rows[0]!.n}:${r.rows[0]!.sum}`;
    }
    return out;
  } finally {
    await db.end();
  }
}

async function objectsIn(storage: Storage): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for await (const { key } of storage.list()) out.set(key, (await storage.get(key))!);
  return out;
}

/** Signs up, is made an admin in the database, enrols an authenticator: a staff session. */
async function staffClient(server: Server): Promise<Client> {
  const email = `s3-staff-${randomBytes(4).toString('hex')}@ops.example`;
  await signUp(new Client(server.url), email, 'Object Store Staff');
  const db = new pg.Client({ connectionString: source.url });
  await db.connect();
  await db.query(`update users set role = 'admin', email_verified = true where email = $1`, [email]);
  await db.end();
  const staff = new Client(server.url);
  const signedIn = await staff.request('POST', '/api/auth/sign-in/email', { json: { email, password: PASSWORD } });
  if (signedIn.status !== 200) throw new Error(`staff sign-in failed: ${signedIn.status}`);
  const enable = await staff.request('POST', '/api/auth/two-factor/enable', { json: { password: PASSWORD } });
  if (enable.status !== 200) throw new Error(`2FA enable failed: ${enable.status} ${JSON.stringify(enable.body)}`);
  const key = secretFromUri((enable.body as { totpURI: string }).totpURI);
  const verify = await staff.request('POST', '/api/auth/two-factor/verify-totp', { json: { code: totp(key) } });
  if (verify.status !== 200) throw new Error(`2FA verify failed: ${verify.status} ${JSON.stringify(verify.body)}`);
  return staff;
}

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

console.log('== object store: two app processes, two data folders, one PostgreSQL database, one bucket');
try {
  const storeEnv = objectStore.env(BUCKET, 'school');
  const env = (dataDir: string) => ({
    DATABASE_URL: source.url,
    DATA_DIR: dataDir,
    PUBLIC_URL: SITE,
    ...storeEnv,
  });
  const [dirA, dirB] = [join(work, 'a'), join(work, 'b')];
  const a = await startServer(env(dirA), 'process A');
  servers.push(a);
  const b = await startServer(env(dirB), 'process B');
  servers.push(b);
  console.log(`  process A on ${a.url}, process B on ${b.url}, bucket at ${objectStore.endpoint}`);

  const student = new Client(a.url);
  await signUp(student, `s3-owner-${randomBytes(4).toString('hex')}@ops.example`, 'Object Store Student');
  const stranger = new Client(b.url);
  await signUp(stranger, `s3-other-${randomBytes(4).toString('hex')}@ops.example`, 'Object Store Stranger');
  const staff = await staffClient(b);

  // A private upload (an NID scan) through A, asked for on B.
  const nid = await uploadPrivateNid(student);
  const onA = await fetch(a.url + nid, { headers: { cookie: student.cookieHeader() } });
  const onB = await fetch(b.url + nid, { headers: { cookie: student.cookieHeader() } });
  const nidBytes = await bytesOf(onA);
  check(
    onB.status === 200 && (await bytesOf(onB)).equals(nidBytes),
    `a private upload made on A is served by B to its owner, the same bytes (${onB.status})`,
    failures,
  );
  const byStaff = await fetch(b.url + nid, { headers: { cookie: staff.cookieHeader() } });
  check(byStaff.status === 200, `…and to staff on B (${byStaff.status})`, failures);
  const anonymous = await new Client(b.url).request('GET', nid);
  check(
    anonymous.status === 401 && (anonymous.body as { code?: string }).code === 'UNAUTHENTICATED',
    `…but not to an anonymous visitor: 401 UNAUTHENTICATED, as on disk (${anonymous.status})`,
    failures,
  );
  const other = await stranger.request('GET', nid);
  check(
    other.status === 403 && (other.body as { code?: string }).code === 'FORBIDDEN',
    `…nor to another student: 403 FORBIDDEN, as on disk (${other.status})`,
    failures,
  );

  // A public upload through B, seen by anyone on A.
  const photo = await uploadImage(new Client(b.url), 'public');
  const photoUrl = (photo.body as { data: { display_url: string } }).data.display_url;
  const photoOnA = await fetch(a.url + photoUrl);
  check(photoOnA.status === 200, `a public upload made on B is served by A to anyone (${photoOnA.status})`, failures);
  check(
    !JSON.stringify(photo.body).includes(objectStore.endpoint) && photoUrl.startsWith('/files/public/'),
    'the app gives out /files/ addresses only, never the bucket',
    failures,
  );
  check(
    !existsSync(join(dirA, 'uploads')) && !existsSync(join(dirB, 'uploads')),
    'neither data folder holds the uploads: the bucket does',
    failures,
  );

  // Backup while the processes run (PostgreSQL), then restore into a fresh database and an
  // empty prefix of the bucket, with the same commands an operator uses.
  for (const s of servers.splice(0)) await s.stop();
  const archive = join(work, 'school.jsonl.gz');
  const cliEnv = {
    DATABASE_URL: source.url,
    DATA_DIR: join(work, 'cli'),
    LOG_LEVEL: 'silent',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...storeEnv,
  };
  const backupOut = await runCli('backup', [archive], cliEnv);
  console.log(`    ${backupOut.trim().split('\n').join('\n    ')}`);
  const restoredEnv = {
    ...cliEnv,
    DATABASE_URL: restored.url,
    DATA_DIR: join(work, 'restored'),
    ...objectStore.env(BUCKET, 'restored'),
  };
  const restoreOut = await runCli('restore', [archive], restoredEnv);
  console.log(`    ${restoreOut.trim().split('\n').join('\n    ')}`);

  const [before, after] = [await tableChecksums(source.url), await tableChecksums(restored.url)];
  const differing = Object.keys(before).filter((table) => before[table] !== after[table]);
  check(
    differing.length === 0 && Object.keys(after).length === Object.keys(before).length,
    `the restored database holds every row of every table (${Object.keys(before).length} tables${differing.length ? `; differ: ${differing.join(', ')}` : ''})`,
    failures,
  );
  const sourceStore = await createS3Storage(objectStore.settings(BUCKET, 'school'));
  const restoredStore = await createS3Storage(objectStore.settings(BUCKET, 'restored'));
  stores.push(sourceStore, restoredStore);
  const [sourceObjects, restoredObjects] = [await objectsIn(sourceStore), await objectsIn(restoredStore)];
  const same = [...sourceObjects].filter(([key, data]) => restoredObjects.get(key)?.equals(data)).length;
  check(
    sourceObjects.size >= 2 && same === sourceObjects.size && restoredObjects.size === sourceObjects.size,
    `the restored prefix holds every object, byte for byte (${same} of ${sourceObjects.size})`,
    failures,
  );
  const again = await runCli('restore', [archive], restoredEnv).then(
    () => 'accepted',
    (err: Error) => err.message,
  );
  check(/is not empty/.test(again), 'a second restore into the now-full target is refused', failures);

  // A process on the restored copy serves the NID to its owner (the session came back too).
  const c = await startServer({ ...restoredEnv, PUBLIC_URL: SITE, LOG_LEVEL: 'warn' }, 'process C (restored)');
  servers.push(c);
  const onC = await fetch(c.url + nid, { headers: { cookie: student.cookieHeader() } });
  check(
    onC.status === 200 && (await bytesOf(onC)).equals(nidBytes),
    `a process on the restored copy serves the NID to its owner (${onC.status})`,
    failures,
  );
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
  console.log(`  FAIL ${failures.at(-1)}`);
} finally {
  for (const s of servers) await s.stop();
  for (const s of stores) s.close?.();
  await source.drop().catch(() => {});
  await restored.drop().catch(() => {});
  await objectStore.close();
  rmSync(work, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nobject store test FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nobject store test passed');
