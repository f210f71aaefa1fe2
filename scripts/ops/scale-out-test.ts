// Scale-out: two BUILT server processes on different ports share one PostgreSQL
// database and one uploads folder (the shared volume), with no AUTH_SECRET, behind a pretend
// reverse proxy (TRUST_PROXY=1, X-Forwarded-For). Checks that sessions, bookings, files and rate
// limits are shared. Database: a fresh one on OPS_DATABASE_URL / TEST_DATABASE_URL / the local
// default, dropped afterwards. Exits 1 on any failure.
//   npm run build && node --import tsx scripts/ops/scale-out-test.ts
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { addDays, todayInDhaka } from '../../src/shared/dates';
import {
  Client,
  PASSWORD,
  assertBuilt,
  check,
  createPgDatabase,
  pgAdminUrl,
  signUp,
  startServer,
  uploadPrivateNid,
} from './lib';
import type { Server } from './lib';

assertBuilt();
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
  const env = { DATABASE_URL: pgDb.url, DATA_DIR: dataDir, TRUST_PROXY: '1', PUBLIC_URL: SITE };
  // The first process migrates and seeds; the second finds both done (see the README).
  const a = await startServer(env, 'process A');
  servers.push(a);
  const b = await startServer(env, 'process B');
  servers.push(b);
  console.log(`  process A on ${a.url}, process B on ${b.url}`);

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

  // Rate limits are counted in the database: 6 wrong sign-ins from one client, alternating A, B.
  const attacker = nextIp();
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const c = new Client(i % 2 === 0 ? a.url : b.url, via(attacker));
    const res = await c.request('POST', '/api/auth/sign-in/email', { json: { email, password: `${PASSWORD}-wrong` } });
    statuses.push(res.status);
  }
  console.log(`    wrong sign-ins A,B,A,B,A,B: ${statuses.join(' ')}`);
  check(
    statuses.slice(0, 5).every((s) => s === 401) && statuses[5] === 429,
    'sign-in limit holds across both: 5 wrong sign-ins answered 401, the 6th 429',
    failures,
  );
  const otherClient = await new Client(b.url, via(nextIp())).request('POST', '/api/auth/sign-in/email', {
    json: { email, password: PASSWORD },
  });
  check(otherClient.status === 200, '…while another client still signs in (on B)', failures);

  // The certificate check's own database-backed limit (10 a minute) also spans both processes.
  const checker = nextIp();
  const verify: number[] = [];
  for (let i = 0; i < 11; i++) {
    const c = new Client(i % 2 === 0 ? b.url : a.url, via(checker));
    const res = await c.request('POST', '/api/verify', { json: { sid: 'SID00000000', dob: '2000-01-01' } });
    verify.push(res.status);
  }
  console.log(`    verifications B,A,B,…: ${verify.join(' ')}`);
  check(
    verify.slice(0, 10).every((s) => s !== 429) && verify[10] === 429,
    '/api/verify limit holds across both: the 11th in a minute is 429',
    failures,
  );

  // Signing out on B ends the session on A too (sessions live in the database).
  const out = await student.request('POST', '/api/auth/sign-out', { base: b.url, json: {} });
  const afterOut = await student.request('GET', '/api/allOrder');
  check(
    out.status === 200 && afterOut.status === 401,
    `signing out on B ends the session on A (${afterOut.status})`,
    failures,
  );
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
