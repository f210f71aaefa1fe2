import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  blogs,
  courses,
  legacyImports,
  messages,
  orders,
  profiles,
  uploads,
  users,
  verifications,
} from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { ORIGIN, nextIp, testImage } from '#server/test/http.ts';
import { startTestSmtp } from '#server/test/smtp.ts';
import { cookieHeader, createUser, signIn, TEST_PASSWORD, type TestUser } from '#server/test/users.ts';
import { seedCourses, seedOnFirstRun } from '#server/db/seed.ts';
import { DEMO_STUDENT_EMAIL, DEMO_TEACHER_EMAIL, ensureDemoUsers } from '#server/auth/demo-users.ts';
import { bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { importLegacy, type ImportReport } from './import';
import { readLegacyExport } from './read-export';
import { formatReport } from './report';

/**
 * `npm run import:legacy` on an export in the old site's shapes (fixtures/), with a local HTTP
 * server standing in for imgbb: a dry run that writes nothing, the real run, a second run that
 * changes nothing, and an imported student who sets a password from the mail, signs in, sees the
 * old bookings and passes the certificate check.
 */

const FIXTURES = join(import.meta.dirname, 'fixtures');

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let imageHost: Server;
const sockets = new Set<Socket>();
/** Requests the image host answered, by path. */
const hits = new Map<string, number>();
let exportDir: string;
let early: TestUser;
/** The demo student of the first start, who booked a sample course before the import. */
let demoStudent: TestUser;

async function startImageHost(): Promise<string> {
  const jpeg = await testImage('jpeg');
  const png = await testImage('png');
  const send = (res: ServerResponse, type: string, body: Buffer | string, status = 200) =>
    res.writeHead(status, { 'content-type': type }).end(body);
  imageHost = createServer((req, res) => {
    const path = req.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (path.startsWith('/slow/')) return; // never answers: the import's timeout must end it
    if (path === '/abc/car.jpg' || path === '/n/rahim-nid.jpg' || path === '/blog/1.jpg') {
      return send(res, 'image/jpeg', jpeg);
    }
    if (path === '/p/rahim.png' || path === '/blog/3.png') return send(res, 'image/png', png);
    // imgbb's "image removed" page: an HTML page with a 200 and an image's name.
    if (path === '/p/karim.jpg') return send(res, 'image/jpeg', '<html><body>Image removed</body></html>');
    send(res, 'text/plain', 'Not Found', 404);
  });
  imageHost.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(imageHost.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  const host = await startImageHost();
  t = await createTestApp({ SMTP_URL: smtp.url });
  // Signed up on the new site before the import: the old account joins it.
  early = await createUser(t, 'student', 'early@old.example');
  // The app's first start: the sample catalogue and the demo owner, teacher and student. The demo
  // student books the sample "auto-car", so that course and that account have a use.
  await seedCourses(t.database.db);
  const demo = await ensureDemoUsers(t.app);
  const student = demo.find((d) => d.email === DEMO_STUDENT_EMAIL)!;
  const signed = await signIn(t.app, student.email, student.password, nextIp());
  const who = signed.json<{ user: { id: string; sid: string } }>().user;
  demoStudent = {
    id: who.id,
    sid: who.sid,
    email: student.email,
    role: 'student',
    cookie: cookieHeader(signed.headers['set-cookie']),
  };
  const booked = await putOrder(t, demoStudent, bookingBody('auto-car', await uploadNid(t, demoStudent)));
  expect(booked.statusCode, booked.body).toBe(201);
  // The export as the old site wrote it, its imgbb addresses pointing at the local image host.
  exportDir = mkdtempSync(join(tmpdir(), 'kds-legacy-'));
  cpSync(FIXTURES, exportDir, { recursive: true });
  for (const name of readdirSync(exportDir)) {
    const file = join(exportDir, name);
    writeFileSync(file, readFileSync(file, 'utf8').replaceAll('https://i.ibb.co', host));
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => imageHost?.close(resolve));
  if (exportDir) rmSync(exportDir, { recursive: true, force: true });
});

const run = async (dryRun: boolean) =>
  importLegacy(await readLegacyExport(exportDir), {
    db: t.database.db,
    storage: t.app.storage,
    publicUrl: t.app.config.publicUrl,
    dryRun,
    fetchLimits: { timeoutMs: 1000, maxBytes: 1024 * 1024 },
  });

/** Rows per table, and the files under uploads/: what a run may or may not change. */
async function snapshot() {
  const db = t.database.db;
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  const files = (() => {
    try {
      return readdirSync(join(t.dataDir, 'uploads'), { recursive: true }).length;
    } catch {
      return 0;
    }
  })();
  return {
    users: await n(users),
    profiles: await n(profiles),
    courses: await n(courses),
    blogs: await n(blogs),
    orders: await n(orders),
    uploads: await n(uploads),
    ledger: await n(legacyImports),
    audit: await n(auditLog),
    messages: await n(messages),
    verifications: await n(verifications),
    files,
  };
}

const noteFor = (r: ImportReport, collection: string, id: string) =>
  r.notes.filter((n) => n.collection === collection && n.id === id).map((n) => n.note);
const rejectedIds = (r: ImportReport) => r.rejected.map((x) => `${x.collection} ${x.id}`).sort();

const EXPECTED_COUNTS = {
  courses: { create: 2, update: 0, skip: 0, reject: 1 },
  // rahim, karim, nasima made; early joined; Jabbar and the phone-only Firebase account have no address.
  users: { create: 3, update: 1, skip: 0, reject: 2 },
  profiles: { create: 2, update: 0, skip: 0, reject: 1 },
  blogs: { create: 1, update: 0, skip: 0, reject: 1 },
  orders: { create: 4, update: 0, skip: 0, reject: 1 },
};

let dry: ImportReport;
let real: ImportReport;

describe('a dry run', () => {
  it('reports what it would do and every rejected row, and writes nothing', async () => {
    const before = await snapshot();
    dry = await run(true);
    expect(await snapshot()).toEqual(before);
    // Only the demo student's identity scan is stored yet: no image of the old site.
    expect(before.uploads).toBe(1);

    expect(dry.counts).toEqual(EXPECTED_COUNTS);
    expect(rejectedIds(dry)).toEqual(
      [
        'courses 64a1f0c2e4b0a1b2c3d4e503',
        'users 64a1f0c2e4b0a1b2c3d4e603',
        'users fbPhone0004',
        'profiles 64a1f0c2e4b0a1b2c3d4e703',
        'blogs 64a1f0c2e4b0a1b2c3d4e902',
        'orders 64a1f0c2e4b0a1b2c3d4e804',
      ].sort(),
    );
    expect(dry.rejected.find((r) => r.id.endsWith('503'))?.reason).toMatch(/price "call us"/);
    expect(dry.rejected.find((r) => r.id.endsWith('902'))?.reason).toBe('no bid');
    expect(dry.withoutEmail.map((w) => w.id).sort()).toEqual(['64a1f0c2e4b0a1b2c3d4e603', 'fbPhone0004']);
    // The unknown status is reported in the dry run too, with what it becomes.
    expect(noteFor(dry, 'orders', '64a1f0c2e4b0a1b2c3d4e802')).toContain(
      'unknown status "Subject": imported as pending',
    );
    expect(dry.mails.queued).toBe(3);
    const text = formatReport(dry);
    expect(text).toContain('DRY RUN (nothing was written)');
    expect(text).toMatch(/orders\s+4\s+0\s+0\s+1/);
    expect(text).toContain('orders 64a1f0c2e4b0a1b2c3d4e804: no course title');
  });
});

describe('the real run', () => {
  it('does what the dry run said', async () => {
    real = await run(false);
    expect(real.counts).toEqual(dry.counts);
    expect(rejectedIds(real)).toEqual(rejectedIds(dry));
    expect(real.notes).toEqual(dry.notes);
    expect(real.images.unreachable.map((u) => u.url.replace(/^http:\/\/[^/]+/, '')).sort()).toEqual(
      ['/missing/bike.jpg', '/missing/bike.jpg', '/n/missing-nid.jpg', '/p/karim.jpg', '/slow/nid.jpg'].sort(),
    );
    const reasons = Object.fromEntries(
      real.images.unreachable.map((u) => [u.url.replace(/^http:\/\/[^/]+/, ''), u.reason]),
    );
    expect(reasons['/missing/bike.jpg']).toBe('HTTP 404');
    expect(reasons['/p/karim.jpg']).toMatch(/not an accepted image/);
    expect(reasons['/slow/nid.jpg']).toMatch(/no answer within 1 s/);
  }, 60_000);

  it('keeps the old SIDs and OIDs, and the new ones do not collide', async () => {
    const db = t.database.db;
    const rahim = (await db.select().from(users).where(eq(users.email, 'rahim@old.example')))[0]!;
    expect(rahim).toMatchObject({ sid: 'SID12345678', role: 'student', emailVerified: true, status: 'Verified' });
    const karim = (await db.select().from(users).where(eq(users.email, 'karim@old.example')))[0]!;
    // An admin on the old site is a student here until the owner says otherwise.
    expect(karim).toMatchObject({ sid: 'SID23456789', role: 'student', name: 'করিম হোসেন' });
    const nasima = (await db.select().from(users).where(eq(users.email, 'nasima@old.example')))[0]!;
    expect(nasima.sid).toMatch(/^SID\d{8}$/);
    // The account made on the new site took its old SID (nothing here carried the new one yet).
    const joined = (await db.select().from(users).where(eq(users.id, early.id)))[0]!;
    expect(joined.sid).toBe('SID34567890');
    const oldOrders = await db.select({ oid: orders.oid, email: orders.email }).from(orders);
    expect(
      oldOrders
        .filter((o) => o.email !== DEMO_STUDENT_EMAIL)
        .map((o) => o.oid)
        .sort(),
    ).toEqual(['OID11111111', 'OID22222222', 'OID33333333', 'OID55555555']);
  });

  it('maps the statuses: case and spelling variants, and an unknown one as pending', async () => {
    const status = async (oid: string) =>
      (await t.database.db.select({ s: orders.status }).from(orders).where(eq(orders.oid, oid)))[0]!.s;
    expect(await status('OID11111111')).toBe('running'); // "Running "
    expect(await status('OID22222222')).toBe('pending'); // "Subject"
    expect(await status('OID33333333')).toBe('completed'); // "COMPLETED"
    expect(await status('OID55555555')).toBe('pending'); // "Pendding"
  });

  it('normalises phones: Bengali digits, +880 with dashes, two numbers in one field', async () => {
    const db = t.database.db;
    const [rahim] = await db.select().from(profiles).where(eq(profiles.email, 'rahim@old.example'));
    expect(rahim).toMatchObject({
      phone: '01712345678',
      emergency: '01812345678',
      nid: '1234567890',
      dob: '2001-04-15',
    });
    const [karim] = await db.select().from(profiles).where(eq(profiles.email, 'karim@old.example'));
    expect(karim).toMatchObject({ phone: '01712345678', dob: '1999-06-15', image: '' });
    // A landline is kept as written, and reported.
    expect(karim!.emergency).toBe('041-723456');
    expect(noteFor(real, 'profiles', '64a1f0c2e4b0a1b2c3d4e702')).toContain(
      'emergency "041-723456" is not a Bangladeshi mobile number; kept as written',
    );
    const [o1] = await db.select().from(orders).where(eq(orders.oid, 'OID11111111'));
    expect(o1).toMatchObject({ phone1: '01712345678', phone2: null });
    const [o2] = await db.select().from(orders).where(eq(orders.oid, 'OID22222222'));
    expect(o2).toMatchObject({ phone1: '01712345678', phone2: '01812345678', sdate: '2023-05-20' });
    expect(noteFor(real, 'orders', '64a1f0c2e4b0a1b2c3d4e802')).toContain(
      'more than two numbers; 01912345678 left out',
    );
  });

  it('copies the course as booked onto the order, linked to the student and the course', async () => {
    const db = t.database.db;
    const [rahim] = await db.select().from(users).where(eq(users.email, 'rahim@old.example'));
    const [o1] = await db.select().from(orders).where(eq(orders.oid, 'OID11111111'));
    // The price booked (4500), not the course's price now (5000).
    expect(o1).toMatchObject({
      userId: rahim!.id,
      sid: 'SID12345678',
      courseCid: 'cid1',
      courseTitle: 'Manual Car Driving',
      coursePrice: 4500,
      courseLesson: 20,
      courseDuration: '1 Month',
    });
    const [course] = await db.select().from(courses).where(eq(courses.cid, 'cid1'));
    expect(course!.price).toBe(5000);
    // One upload for the course picture, used by the course, both orders and the blog.
    expect(o1!.courseImage).toBe(course!.image);
    expect(course!.image).toMatch(/^\/files\/public\/[a-z0-9-]+\.jpg$/);
    const [blog] = await db.select().from(blogs).where(eq(blogs.bid, 'bid1'));
    expect(blog!.image2).toBe(course!.image);
    // A summary without a price takes the course's; a course not exported keeps the order's own copy.
    const [o2] = await db.select().from(orders).where(eq(orders.oid, 'OID22222222'));
    expect(o2).toMatchObject({ courseCid: 'cid2', coursePrice: 3500, courseImage: '', nidImage: '' });
    const [o3] = await db.select().from(orders).where(eq(orders.oid, 'OID33333333'));
    expect(o3).toMatchObject({ courseCid: 'cid9', coursePrice: 4000, courseLesson: 5, sdate: '2022-01-10' });
    // The same NID scan on two orders of one student is one upload.
    expect(o3!.nidImage).toBe(o1!.nidImage);
    // An order whose e-mail has no account is kept for the office, unlinked.
    const [o5] = await db.select().from(orders).where(eq(orders.oid, 'OID55555555'));
    expect(o5).toMatchObject({ userId: null, email: 'stranger@old.example', phone1: '01555555555' });
  });

  it('queues one set-password mail per new account, in the person’s language, and sends it', async () => {
    const queued = await t.database.db.select().from(messages).where(eq(messages.kind, 'account.imported'));
    expect(queued.map((m) => [m.recipient, m.language, m.channel]).sort()).toEqual([
      ['karim@old.example', 'bn', 'email'],
      ['nasima@old.example', 'bn', 'email'],
      ['rahim@old.example', 'en', 'email'],
    ]);
    // The app's own worker may have sent them already; drain sends whatever is still due.
    await t.app.messageWorker.drain();
    const to = smtp.inbox
      .filter((m) => m.to[0]!.endsWith('@old.example') && !m.subject.endsWith('Confirm your e-mail address'))
      .map((m) => m.to[0])
      .sort();
    expect(to).toEqual(['karim@old.example', 'nasima@old.example', 'rahim@old.example']);
    expect(smtp.inbox.find((m) => m.to[0] === 'rahim@old.example')!.subject).toBe(
      'Your account has moved to the new site: choose a password',
    );
  });

  it('writes one activity-log record per imported row, by the operator', async () => {
    const records = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'legacy.imported'));
    // 2 courses + 4 accounts + 2 profiles + 1 blog + 4 orders.
    expect(records).toHaveLength(13);
    expect(records.every((r) => r.actorUserId === null)).toBe(true);
  });
});

const SAMPLES_UNUSED = ['manual-car', 'manual-auto-car', 'motorcycle-scooter', 'mechanical', 'refresher'];

describe('the samples of the first start', () => {
  it('the dry run says which would go and which stay, and why', () => {
    expect(dry.samples.removedCourses.map((c) => c.cid).sort()).toEqual([...SAMPLES_UNUSED].sort());
    expect(dry.samples.keptCourses).toEqual([
      { cid: 'auto-car', title: 'Automatic Car Driving', reason: 'used by 1 order(s)' },
    ]);
    expect(dry.samples.removedAccounts).toEqual([DEMO_TEACHER_EMAIL]);
    expect(dry.samples.keptAccounts).toEqual([
      { email: DEMO_STUDENT_EMAIL, reason: 'has 1 order(s), 1 activity-log record(s)' },
    ]);
    expect(formatReport(dry)).toContain('Samples of the first start would be removed');
  });

  it('are gone after the real run, except the course an order uses and the demo account with one', async () => {
    const db = t.database.db;
    expect(real.samples).toEqual(dry.samples);
    expect((await db.select({ cid: courses.cid }).from(courses)).map((c) => c.cid).sort()).toEqual(
      ['auto-car', 'cid1', 'cid2'].sort(),
    );
    const emails = (await db.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).not.toContain(DEMO_TEACHER_EMAIL);
    expect(emails).toContain(DEMO_STUDENT_EMAIL);
    const deleted = await db.select().from(auditLog).where(eq(auditLog.action, 'course.deleted'));
    expect(deleted.map((r) => r.entityId).sort()).toEqual([...SAMPLES_UNUSED].sort());
    const removed = await db.select().from(auditLog).where(eq(auditLog.action, 'user.demo_removed'));
    expect(removed.map((r) => r.entityId)).toEqual([DEMO_TEACHER_EMAIL]);
    // The report names each, and how to take the kept course off the public list in one step.
    const text = formatReport(real);
    expect(text).toContain('sample courses removed (5):');
    expect(text).toContain('    refresher "Refresher Course for Licence Holders"');
    expect(text).toContain(`demo accounts removed (1):\n    ${DEMO_TEACHER_EMAIL}`);
    expect(text).toContain('    auto-car "Automatic Car Driving": used by 1 order(s)');
    expect(text).toContain('Dashboard > Manage Courses, its Delete button');
  });

  it('a later start brings back neither the sample courses nor a demo teacher or student', async () => {
    const db = t.database.db;
    await seedOnFirstRun(db);
    const again = await ensureDemoUsers(t.app);
    expect(again).toEqual([]);
    expect((await db.select({ cid: courses.cid }).from(courses)).map((c) => c.cid).sort()).toEqual(
      ['auto-car', 'cid1', 'cid2'].sort(),
    );
    expect((await db.select().from(users).where(eq(users.email, DEMO_TEACHER_EMAIL))).length).toBe(0);
    // A server started now (a fresh catalogue cache) lists the school's courses and the kept sample.
    const fresh = await createTestApp({}, { database: t.database });
    try {
      const res = await fresh.app.inject({ method: 'GET', url: '/api/allcourse' });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res
          .json<Array<{ cid: string }>>()
          .map((c) => c.cid)
          .sort(),
      ).toEqual(['auto-car', 'cid1', 'cid2'].sort());
    } finally {
      await fresh.close();
    }
  });
});

describe('a second run', () => {
  it('changes nothing: no row, upload, download, audit record or mail', async () => {
    const before = await snapshot();
    const downloads = [...hits.values()].reduce((a, b) => a + b, 0);
    const inbox = smtp.inbox.length;
    const again = await run(false);
    expect(await snapshot()).toEqual(before);
    expect([...hits.values()].reduce((a, b) => a + b, 0)).toBe(downloads);
    await t.app.messageWorker.drain();
    expect(smtp.inbox.length).toBe(inbox);
    expect(again.counts).toEqual({
      courses: { create: 0, update: 0, skip: 2, reject: 1 },
      users: { create: 0, update: 0, skip: 4, reject: 2 },
      profiles: { create: 0, update: 0, skip: 2, reject: 1 },
      blogs: { create: 0, update: 0, skip: 1, reject: 1 },
      orders: { create: 0, update: 0, skip: 4, reject: 1 },
    });
    expect(again.mails.queued).toBe(0);
  });
});

describe('an imported student', () => {
  let rahim: TestUser;

  it('follows the mail’s link, chooses a password and signs in', async () => {
    const mail = smtp.inbox.find((m) => m.to.includes('rahim@old.example'))!;
    const link = new URL(/http:\/\/school\.test\/api\/auth\/reset-password\/\S+/.exec(mail.text)![0]);
    const opened = await t.app.inject({ method: 'GET', url: link.pathname + link.search, remoteAddress: nextIp() });
    expect(opened.statusCode).toBe(302);
    const landing = new URL(String(opened.headers.location));
    expect(landing.pathname).toBe('/reset/new');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: landing.searchParams.get('token'), newPassword: 'Rupsha-Ferry-Ghat-77' },
      headers: { origin: ORIGIN },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signed = await signIn(t.app, 'rahim@old.example', 'Rupsha-Ferry-Ghat-77', nextIp());
    expect(signed.statusCode, signed.body).toBe(200);
    const user = signed.json<{ user: { id: string; sid: string } }>().user;
    rahim = {
      id: user.id,
      sid: user.sid,
      email: 'rahim@old.example',
      role: 'student',
      cookie: cookieHeader(signed.headers['set-cookie']),
    };
    expect(rahim.sid).toBe('SID12345678');
  });

  it('sees the old bookings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/allOrder', headers: { cookie: rahim.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const mine = res.json<Array<{ oid: string; status: string; course: { title: string; price: number } }>>();
    expect(mine.map((o) => [o.oid, o.status, o.course.price]).sort()).toEqual([
      ['OID11111111', 'running', 4500],
      ['OID33333333', 'completed', 4000],
    ]);
  });

  it('passes the certificate check with the old SID and date of birth', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: { sid: 'SID12345678', dob: '2001-04-15' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Rahim Uddin', sid: 'SID12345678' });
    expect(res.json<{ courses: unknown[] }>().courses).toHaveLength(2);
  });

  it('owns the NID scan, which is private: a stranger cannot fetch it', async () => {
    const [order] = await t.database.db.select().from(orders).where(eq(orders.oid, 'OID11111111'));
    const url = order!.nidImage;
    expect(url).toMatch(/^\/files\/private\//);
    const [row] = await t.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, url.slice('/files/'.length)));
    expect(row).toMatchObject({ visibility: 'private', ownerId: rahim.id });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await createUser(t, 'student');
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: stranger.cookie } })).statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url, headers: { cookie: rahim.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    // The course picture is public.
    const [course] = await t.database.db.select().from(courses).where(eq(courses.cid, 'cid1'));
    expect((await t.app.inject({ method: 'GET', url: course!.image })).statusCode).toBe(200);
  });

  it('an account that joined keeps its own password and got no mail', async () => {
    const mails = smtp.inbox.filter((m) => m.to.includes('early@old.example')).map((m) => m.subject);
    // Only the confirmation mail of its own sign-up (in both languages: it chose none).
    expect(mails).toEqual(['আপনার ই-মেইল ঠিকানা নিশ্চিত করুন / Confirm your e-mail address']);
    expect((await signIn(t.app, 'early@old.example', TEST_PASSWORD, nextIp())).statusCode).toBe(200);
  });
});
