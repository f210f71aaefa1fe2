// The mixed workload of `npm run bench`: visitors browse the catalogue, open a course,
// verify a certificate, and signed-in students book, all at once, against one built server.
import pg from 'pg';
import sharp from 'sharp';
import { fmtMix, runMix, startBuiltServer, type BenchRequest, type MixAction, type MixResult } from './lib';

interface VirtualUser {
  /** This user's own client address (X-Forwarded-For; the bench servers run with TRUST_PROXY=true). */
  ip: string;
  cookie: string;
  /** A private upload of this user's, prepared beforehand: the NID image every booking names. */
  nid: string;
  sid: string;
  dob: string;
}

const PASSWORD = 'Bench-Khulna-2026';

/** Signs up `count` students through the real API, each with a profile and a private NID upload. */
async function prepareUsers(base: string, count: number, tag: string): Promise<VirtualUser[]> {
  const png = await sharp({ create: { width: 24, height: 24, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .png()
    .toBuffer();
  const call = async (path: string, init: RequestInit & { ip: string; cookie?: string }) => {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        origin: base,
        'x-forwarded-for': init.ip,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
    if (!res.ok)
      throw new Error(`preparing: ${init.method ?? 'GET'} ${path} answered ${res.status} ${await res.text()}`);
    return res;
  };
  const upload = async (u: { ip: string; cookie: string }, kind: 'public' | 'private') => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'id.png');
    const res = await call(`/api/upload?kind=${kind}`, { method: 'POST', body: form, ...u });
    return ((await res.json()) as { data: { display_url: string } }).data.display_url;
  };
  const one = async (i: number): Promise<VirtualUser> => {
    const ip = `10.${80 + Math.floor(i / 250)}.${(i % 250) + 1}.7`;
    const email = `bench.${tag}.${i}@bench.test`;
    const signup = await call('/api/auth/sign-up/email', {
      method: 'POST',
      ip,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench Student ${i}`, email, password: PASSWORD }),
    });
    const sid = ((await signup.json()) as { user: { sid: string } }).user.sid;
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const u = { ip, cookie };
    const digits = String(10_000_000 + i).slice(-8);
    const dob = '2000-01-15';
    await call('/api/profile', {
      method: 'PUT',
      ...u,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: `Bench Student ${i}`,
        image: await upload(u, 'public'),
        phone: `017${digits}`,
        emergency: `018${digits}`,
        nid: `99${digits}`,
        preaddress: `House ${i}, Sonadanga, Khulna`,
        peraddress: `Village ${i}, Dumuria`,
        dob,
      }),
    });
    return { ...u, nid: await upload(u, 'private'), sid, dob };
  };
  const users: VirtualUser[] = [];
  for (let i = 0; i < count; i += 10) {
    users.push(...(await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, k) => one(i + k)))));
  }
  return users;
}

function tomorrowInDhaka(): string {
  return new Date(Date.now() + 6 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
}

/** Browse 40 %, open a course 30 %, verify 15 %, book 15 %. */
function actions(base: string, cids: string[], users: VirtualUser[], run: string): MixAction<VirtualUser>[] {
  const sdate = tomorrowInDhaka();
  const json = (u: VirtualUser, extra: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    'x-forwarded-for': u.ip,
    ...extra,
  });
  return [
    {
      name: 'browse   GET /api/allcourse',
      weight: 40,
      request: (u): BenchRequest => ({ path: '/api/allcourse', headers: { 'x-forwarded-for': u.ip } }),
    },
    {
      name: 'course   GET /api/oneCourse/:cid',
      weight: 30,
      request: (u, n) => ({ path: `/api/oneCourse/${cids[n % cids.length]}`, headers: { 'x-forwarded-for': u.ip } }),
    },
    {
      // The limiter allows 10 checks a minute per address: each check comes from an address of its
      // own (as from many visitors), so this measures the check, not the limiter.
      name: 'verify   POST /api/verify',
      weight: 15,
      request: (_u, n) => {
        const who = users[n % users.length]!;
        return {
          method: 'POST',
          path: '/api/verify',
          headers: json(who, { 'x-forwarded-for': `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}` }),
          body: JSON.stringify({ sid: who.sid, dob: who.dob }),
        };
      },
    },
    {
      name: 'book     PUT /api/order',
      weight: 15,
      ok: (s) => s === 201,
      request: (u, n) => ({
        method: 'PUT',
        path: '/api/order',
        // Like the checks, each booking comes from an address of its own: the limiter allows 60 new
        // bookings an hour per address, and this measures booking, not the limiter.
        headers: json(u, {
          cookie: u.cookie,
          origin: base,
          'idempotency-key': `bench-${run}-${n}`,
          'x-forwarded-for': `10.${200 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`,
        }),
        body: JSON.stringify({
          name: 'Bench Student',
          phone1: '01712345678',
          phone2: '01812345678',
          fname: 'Abdul Karim',
          mname: 'Rokeya Begum',
          address: `House ${n}, KDA Avenue, Khulna`,
          emergency: '01912345678',
          sdate,
          image: u.nid,
          course: { cid: cids[n % cids.length] },
        }),
      }),
    },
  ];
}

export interface MixedOptions {
  port: number;
  users: number;
  seconds: number;
  /** Then an open loop at this many requests a second for as long (0: none). */
  rate?: number;
  env?: Record<string, string>;
  /** A data folder to run on a copy of (a season's, kept with `--keep`), instead of an empty one. */
  dataFrom?: string;
  /** The database already holds a school (a copy of a season's): no demo courses are seeded. */
  onExistingData?: boolean;
}

/** Starts a built server, prepares the users, warms up for 2 s, then measures for `seconds`. */
export async function runMixedOn(label: string, opts: MixedOptions): Promise<MixResult> {
  const base = `http://127.0.0.1:${opts.port}`;
  const server = await startBuiltServer(
    opts.port,
    {
      PUBLIC_URL: base,
      TRUST_PROXY: 'true',
      // A season's data has its own school and courses: the demo's are for an empty database.
      SEED_DEMO: opts.dataFrom || opts.onExistingData ? 'false' : 'true',
      ...(opts.env ?? {}),
    },
    opts.dataFrom,
  );
  try {
    const tag = `${process.pid}-${Date.now().toString(36)}`;
    const started = performance.now();
    const users = await prepareUsers(base, opts.users, tag);
    const cids = ((await (await fetch(`${base}/api/allcourse`)).json()) as Array<{ cid: string }>).map((c) => c.cid);
    if (cids.length === 0) throw new Error('the bench server has no courses');
    console.log(
      `  prepared ${users.length} signed-in students (profile + private NID upload each) in ${(
        (performance.now() - started) /
        1000
      ).toFixed(1)} s`,
    );
    await runMix(users, actions(base, cids, users, `${tag}-warm`), { port: opts.port, seconds: 2 });
    const result = await runMix(users, actions(base, cids, users, tag), { port: opts.port, seconds: opts.seconds });
    printMix(label, result);
    if (opts.rate) {
      const open = await runMix(users, actions(base, cids, users, `${tag}-open`), {
        port: opts.port,
        seconds: opts.seconds,
        rate: opts.rate,
      });
      printMix(`  open loop at ${opts.rate} req/s`, open);
    }
    return result;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}

function printMix(label: string, r: MixResult): void {
  console.log(`  ${label.padEnd(36)} ${fmtMix(r.total)}`);
  for (const [name, s] of Object.entries(r.actions)) console.log(`    ${name.padEnd(34)} ${fmtMix(s)}`);
  const samples = Object.values(r.actions).flatMap((s) => s.samples);
  for (const s of samples) console.log(`    unexpected: ${s}`);
}

/**
 * A fresh PostgreSQL database for one run, dropped afterwards: empty, or a copy of the database
 * `copyOf` names on the same server (a season's, kept with `--keep`).
 * Null when PostgreSQL is not reachable.
 */
export async function withFreshPostgres<T>(
  adminUrl: string,
  fn: (url: string) => Promise<T>,
  copyOf?: string,
): Promise<{ ran: true; value: T } | { ran: false; why: string }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (e) {
    return { ran: false, why: (e as Error).message };
  }
  const name = `bench_${copyOf ? 'copy_' : ''}${process.pid}_${Date.now().toString(36)}`;
  try {
    await admin.query(`CREATE DATABASE ${name}${copyOf ? ` TEMPLATE ${pg.escapeIdentifier(copyOf)}` : ''}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return { ran: true, value: await fn(url.toString()) };
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}
