// Scale-out: two BUILT server processes on different ports share one PostgreSQL
// database and one uploads folder (the shared volume), with no AUTH_SECRET, behind a pretend
// reverse proxy (TRUST_PROXY=1, X-Forwarded-For). Checks that sessions, bookings, files and every
// rate limit (sign-in, certificate check, contact, uploads) are shared. Database: a fresh one on
// OPS_DATABASE_URL / TEST_DATABASE_URL / the local default, dropped afterwards. Exits 1 on any
// failure.
//   npm run build && node --import tsx scripts/ops/scale-out-test.ts
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addDays, todayInDhaka } from '#shared/dates.ts';
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

assertBuilt();
const appRootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const failures: string[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'kds-scale-'));
const pgDb = await createPgDatabase(pgAdminUrl(), 'ops_scale');
const servers: Server[] = [];
let ipCounter = 0;
/** A client address of its own, as the reverse proxy would pass it on. */
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const SITE = 'http://school.ops.test';
/** What a browser behind the proxy sends: its own address (via the proxy) and the site's Origin. */
const via = (ip: string) => ({ 'x-forwarded-for': ip, origin: SITE });

console.log('== scale-out: two app processes, one PostgreSQL database, one uploads folder');
try {
  // As behind a reverse proxy: both processes share one public address and one configuration.
  // With the demo accounts on, as a first try-out on a new server would be: both processes would
  // otherwise create the same owner at once.
  const env = {
    DATABASE_URL: pgDb.url,
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    PUBLIC_URL: SITE,
    SEED_DEMO: 'true',
    SHUTDOWN_DELAY_MS: '2000',
  };
  // Both start at the same moment on the empty database: one migrates, seeds and makes the demo
  // accounts while the other waits on the startup lock, then finds it all done.
  const started = await Promise.allSettled([startServer(env, 'process A'), startServer(env, 'process B')]);
  for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
  const failed = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
  check(
    failed.length === 0,
    `two processes started together on an empty database both come up ${failed.join('; ')}`,
    failures,
  );
  if (failed.length > 0) throw new Error('a process did not start');
  const [a, b] = servers as [Server, Server];
  console.log(`  process A on ${a.url}, process B on ${b.url}`);
  {
    const db = new pg.Client({ connectionString: pgDb.url });
    await db.connect();
    const applied = await db.query(
      `select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations`,
    );
    const owners = await db.query(
      `select count(*)::int as n from users where email = 'owner@demo.khulnadriving.example'`,
    );
    await db.end();
    const journal = JSON.parse(readFileSync(join(appRootDir, 'drizzle', 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    check(
      applied.rows[0].n === journal.entries.length && applied.rows[0].d === journal.entries.length,
      `each migration ran once (${applied.rows[0].n} recorded, ${journal.entries.length} in the app)`,
      failures,
    );
    check(owners.rows[0].n === 1, `the demo owner was made once (${owners.rows[0].n})`, failures);
  }

  // Same secret from the database: no AUTH_SECRET set, one `auth.secret` row shared.
  const admin = new pg.Client({ connectionString: pgDb.url });
  await admin.connect();
  const secrets = await admin.query(`select count(*)::int as n from site_meta where key = 'auth.secret'`);
  await admin.end();
  check(
    secrets.rows[0].n === 1,
    'without AUTH_SECRET both processes use the one secret kept in the database',
    failures,
  );

  // A session made on A works on B (its cookie is signed with the shared secret).
  const ip = nextIp();
  const student = new Client(a.url, via(ip));
  const email = `scale-${randomBytes(4).toString('hex')}@ops.example`;
  const { sid } = await signUp(student, email, 'Scale Student');
  const onB = await student.request('GET', '/api/auth/get-session', { base: b.url });
  const sessionEmail = (onB.body as { user?: { email?: string } } | null)?.user?.email;
  check(onB.status === 200 && sessionEmail === email, 'a session made on A is valid on B', failures);

  // A private upload through A is served by B (shared uploads folder) to its owner only.
  const nid = await uploadPrivateNid(student);
  const fileOnB = await student.request('GET', nid, { base: b.url });
  const stranger = await new Client(b.url, via(nextIp())).request('GET', nid);
  check(fileOnB.status === 200, 'a file uploaded on A is served by B', failures);
  check(stranger.status !== 200, `…and not to someone without a session (${stranger.status})`, failures);

  // A booking made on B shows on A, and A's list counts it.
  const courses = (await student.request('GET', '/api/allcourse', { base: b.url })).body as Array<{ cid: string }>;
  const sdate = addDays(todayInDhaka(), 1);
  const booked = await student.request('PUT', '/api/order', {
    base: b.url,
    headers: { 'idempotency-key': `scale-${randomBytes(6).toString('hex')}` },
    json: {
      name: 'Scale Student',
      phone1: '01712345678',
      phone2: '01812345678',
      fname: 'Father',
      mname: 'Mother',
      address: 'Khulna',
      emergency: '01912345678',
      sdate,
      cupon: '',
      image: nid,
      course: { cid: courses[0]!.cid },
    },
  });
  const oid = (booked.body as { oid?: string }).oid;
  check(booked.status === 201 && !!oid, `a booking made on B is accepted (${booked.status} ${oid ?? ''})`, failures);
  const seenOnA = await student.request('GET', `/api/oneOrder/${oid}`);
  const listOnA = await student.request('GET', '/api/allOrder');
  check(
    seenOnA.status === 200 && (seenOnA.body as { sid?: string }).sid === sid,
    'the booking made on B shows on A',
    failures,
  );
  check(
    Array.isArray(listOnA.body) && (listOnA.body as Array<{ oid: string }>).some((o) => o.oid === oid),
    "…and in A's list of the student's orders",
    failures,
  );

  // Every rate limit is counted in the database. Requests alternate between A and B, and each
  // limit must refuse exactly where one process alone would.
  /** Sends `n` requests alternating A, B; returns the statuses. */
  const alternate = async (n: number, send: (base: string, i: number) => Promise<{ status: number }>) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await send(i % 2 === 0 ? a.url : b.url, i)).status);
    return statuses;
  };
  const allowedThenRefused = (statuses: number[], allowed: number) =>
    statuses.slice(0, allowed).every((s) => s !== 429) && statuses.slice(allowed).every((s) => s === 429);

  // Wrong passwords for one account: 5, then a lock.
  const attacker = nextIp();
  const wrong = await alternate(6, (base) =>
    new Client(base, via(attacker)).request('POST', '/api/auth/sign-in/email', {
      json: { email, password: `${PASSWORD}-wrong` },
    }),
  );
  console.log(`    wrong passwords A,B,A,B,A,B: ${wrong.join(' ')}`);
  check(
    wrong.slice(0, 5).every((s) => s === 401) && wrong[5] === 429,
    'wrong passwords for one account hold across both: 5 answered 401, the 6th 429',
    failures,
  );
  const classmateEmail = `scale-mate-${randomBytes(4).toString('hex')}@ops.example`;
  await signUp(new Client(a.url, via(nextIp())), classmateEmail, 'Scale Classmate');
  const classmate = await new Client(b.url, via(attacker)).request('POST', '/api/auth/sign-in/email', {
    json: { email: classmateEmail, password: PASSWORD },
  });
  check(classmate.status === 200, '…while a classmate still signs in from the same address (on B)', failures);

  // Certificate checks: 60 per address at once.
  const checker = nextIp();
  const verify = await alternate(61, (base) =>
    new Client(base, via(checker)).request('POST', '/api/verify', { json: { sid: 'SID00000000', dob: '2000-01-01' } }),
  );
  console.log(`    verifications B,A,…: ${verify.filter((s) => s === 429).length} of 61 refused`);
  check(allowedThenRefused(verify, 60), '/api/verify limit holds across both: the 61st is 429', failures);

  // Contact messages: 30 per address at once.
  const writer = nextIp();
  const contact = await alternate(31, (base, i) =>
    new Client(base, via(writer)).request('POST', '/api/contact', {
      json: { user_name: 'Scale Visitor', user_email: 'visitor@ops.example', message: `Question ${i}` },
    }),
  );
  console.log(`    contact messages A,B,…: ${contact.filter((s) => s === 201).length} accepted of 31`);
  check(
    contact.slice(0, 30).every((s) => s === 201) && contact[30] === 429,
    'contact limit holds across both: 30 accepted, the 31st 429',
    failures,
  );

  // Uploads without a session: 40 per address at once; signed-in uploads have their own budget.
  const uploader = nextIp();
  const uploads = await alternate(41, (base) => uploadImage(new Client(base, via(uploader)), 'public'));
  console.log(`    anonymous uploads A,B,…: ${uploads.filter((s) => s === 200).length} accepted of 41`);
  check(
    uploads.slice(0, 40).every((s) => s === 200) && uploads[40] === 429,
    'anonymous upload limit holds across both: 40 accepted, the 41st 429',
    failures,
  );
  const signedIn = new Client(a.url, via(uploader));
  await signUp(signedIn, `scale-up-${randomBytes(4).toString('hex')}@ops.example`, 'Scale Uploader');
  const own = await uploadImage(signedIn, 'private', b.url);
  check(own.status === 200, '…while a signed-in upload from the same address passes (on B)', failures);

  // Signing out on B ends the session on A too (sessions live in the database).
  const out = await student.request('POST', '/api/auth/sign-out', { base: b.url, json: {} });
  const afterOut = await student.request('GET', '/api/allOrder');
  check(
    out.status === 200 && afterOut.status === 401,
    `signing out on B ends the session on A (${afterOut.status})`,
    failures,
  );

  // A rolling restart: B is told to stop. For its shutdown delay it still serves, but says it is
  // not ready, so the load balancer sends visitors to A; then it exits cleanly.
  b.proc.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  const readyB = await fetch(`${b.url}/api/ready`).then((r) => r.status);
  const liveB = await fetch(`${b.url}/api/health`).then((r) => r.status);
  const coursesB = await fetch(`${b.url}/api/allcourse`).then((r) => r.status);
  const readyA = await fetch(`${a.url}/api/ready`).then((r) => r.status);
  check(
    readyB === 503 && liveB === 200 && coursesB === 200 && readyA === 200,
    `a process told to stop answers /api/ready 503 while it still serves (ready ${readyB}, live ${liveB}, pages ${coursesB}); the other stays ready (${readyA})`,
    failures,
  );
  const code = await b.exited;
  check(code === 0, `…then it exits cleanly (exit code ${code})`, failures);

  // WORKERS=2: one command, two app processes on one port. A worker that dies is replaced and
  // the port keeps answering; SIGTERM drains both and the whole service exits with 0.
  const pair = await startServer(
    { ...env, SEED_DEMO: 'false', SHUTDOWN_DELAY_MS: '0', DATA_DIR: join(dataDir, 'workers'), WORKERS: '2' },
    'WORKERS=2',
  );
  servers.push(pair);
  const workersOf = () => {
    try {
      return execFileSync('pgrep', ['-P', String(pair.proc.pid)], { encoding: 'utf8' })
        .trim()
        .split('\n');
    } catch {
      return []; // pgrep exits 1 when there is none
    }
  };
  await new Promise((r) => setTimeout(r, 1500));
  const first = workersOf();
  check(first.length === 2, `WORKERS=2 runs two app processes under one primary (${first.length})`, failures);
  const pairClient = new Client(pair.url, via(nextIp()));
  await signUp(pairClient, `workers-${randomBytes(4).toString('hex')}@ops.example`, 'Workers Student');
  const seen = await Promise.all(Array.from({ length: 10 }, () => pairClient.request('GET', '/api/allOrder')));
  check(
    seen.every((r) => r.status === 200),
    `…a session works on whichever worker a request reaches (${seen.map((r) => r.status).join(' ')})`,
    failures,
  );
  process.kill(Number(first[0]), 'SIGKILL');
  let replaced: string[] = [];
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 200));
    replaced = workersOf();
    const up = await fetch(`${pair.url}/api/ready`)
      .then((r) => r.status)
      .catch(() => 0);
    if (replaced.length === 2 && !replaced.includes(first[0]!) && up === 200) break;
  }
  check(
    replaced.length === 2 && !replaced.includes(first[0]!),
    `…a killed worker is replaced (${first.join(',')} → ${replaced.join(',')})`,
    failures,
  );
  // A worker killed while it starts (before it listens) is started again too, and the service
  // goes on: only a worker that fails by itself before listening stops the service.
  let starting: string | undefined;
  for (let i = 0; i < 500 && !starting; i++) {
    if (i === 0) process.kill(Number(replaced[0]), 'SIGKILL');
    await new Promise((r) => setTimeout(r, 10));
    starting = workersOf().find((pid) => !replaced.includes(pid));
  }
  if (starting) process.kill(Number(starting), 'SIGKILL');
  let again: string[] = [];
  let againReady = 0;
  for (let i = 0; i < 150; i++) {
    await new Promise((r) => setTimeout(r, 200));
    again = workersOf();
    againReady = await fetch(`${pair.url}/api/ready`)
      .then((r) => r.status)
      .catch(() => 0);
    if (again.length === 2 && !again.includes(starting ?? '') && againReady === 200) break;
  }
  check(
    Boolean(starting) &&
      pair.proc.exitCode === null &&
      again.length === 2 &&
      !again.includes(starting ?? '') &&
      againReady === 200,
    `…a worker killed while it starts is started again and the service goes on (killed ${starting ?? 'none'} while starting; ` +
      `workers ${again.join(',')}, ready ${againReady}, primary ${pair.proc.exitCode === null ? 'running' : `exited ${pair.proc.exitCode}`})`,
    failures,
  );
  pair.proc.kill('SIGTERM');
  const pairCode = await pair.exited;
  check(pairCode === 0, `…and SIGTERM drains both workers and exits cleanly (exit code ${pairCode})`, failures);
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
  console.log(`  FAIL ${failures.at(-1)}`);
} finally {
  for (const s of servers) await s.stop();
  await pgDb.drop().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nscale-out test FAILED: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nscale-out test passed');
