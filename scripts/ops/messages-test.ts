// Messages across crashes and processes, with the BUILT server as real child processes:
//   1. PGlite: a booking's SMS is written exactly once, also when the server is killed right after
//      the booking answered and before it sent anything, then started again.
//   2. PGlite: with the SMTP server down, a booking's mail is retried, survives a SIGKILL, and is
//      delivered exactly once when SMTP is back after the restart.
//   3. PostgreSQL: two app processes on one database send each session reminder exactly once.
// `--pglite` or `--postgres` runs only those parts. Exits 1 on any failure.
//   npm run build && node --import tsx scripts/ops/messages-test.ts
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/client.ts';
import { batchSeats, batches, messages, orders, users } from '#server/db/schema/index.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { smsSize } from '#shared/sms.ts';
import { startTestSmtp } from '#server/test/smtp.ts';
import {
  Client,
  assertBuilt,
  check,
  createPgDatabase,
  freePort,
  pgAdminUrl,
  signUp,
  startServer,
  uploadPrivateNid,
  type Server,
} from './lib';

interface SmsFile {
  file: string;
  to: string;
  text: string;
  segments: number;
  kind: string;
}

function smsFiles(dataDir: string): SmsFile[] {
  const dir = join(dataDir, 'outbox', 'sms');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return names.map((file) => ({
    file,
    ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<SmsFile, 'file'>),
  }));
}

/** A mail's text part, decoded from base64 when nodemailer chose it (Bengali text). */
function mailText(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  return /content-transfer-encoding: base64/i.test(head) ? Buffer.from(body, 'base64').toString('utf8') : body;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(what: string, ok: () => boolean | Promise<boolean>, ms = 60_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await ok()) return true;
    await sleep(200);
  }
  console.log(`    (gave up waiting for ${what})`);
  return false;
}

/** Signs a student up, uploads their NID and books the first course with `phone`; returns the OID. */
async function book(server: Server, phone: string, client = new Client(server.url)): Promise<string> {
  await signUp(client, `msg-${randomBytes(4).toString('hex')}@ops.example`);
  const nid = await uploadPrivateNid(client);
  const courses = await client.request('GET', '/api/allcourse');
  const course = (courses.body as { cid: string }[])[0];
  if (!course) throw new Error('no course to book');
  const res = await client.request('PUT', '/api/order', {
    json: {
      name: 'Message Student',
      phone1: phone,
      phone2: '',
      fname: 'Father',
      mname: 'Mother',
      address: 'House 1, Khulna',
      emergency: '01911111111',
      sdate: addDays(todayInDhaka(), 1),
      cupon: '',
      image: nid,
      course: { cid: course.cid },
    },
    headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': `10.77.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
  });
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { oid: string }).oid;
}

async function smsSurvivesCrash(failures: string[]): Promise<void> {
  console.log('\n== a booking SMS across a SIGKILL right after the booking (PGlite)');
  const dataDir = mkdtempSync(join(tmpdir(), 'kds-msg-'));
  // No poll after the one at start-up: the booking's SMS is certainly unsent when the process dies.
  const env = { DATA_DIR: dataDir, MESSAGE_POLL_MS: '600000' };
  let server: Server | null = null;
  try {
    server = await startServer(env, 'server (PGlite)');
    const oid = await book(server, '+880 1755-123456');
    server.proc.kill('SIGKILL');
    await server.exited;
    check(smsFiles(dataDir).length === 0, 'nothing was sent before the kill', failures);

    server = await startServer({ ...env, MESSAGE_POLL_MS: '200' }, 'server (PGlite, restarted)');
    const mine = () => smsFiles(dataDir).filter((f) => f.to === '+8801755123456' && f.kind === 'booking.received');
    await waitFor('the booking SMS', () => mine().length > 0);
    await sleep(2000); // further polls must not send it again
    const files = mine();
    console.log(`  SMS files for +8801755123456: ${files.length}`);
    check(files.length === 1, 'exactly one SMS file for the student after the restart', failures);
    const sms = files[0];
    check(!!sms && sms.text.includes(oid) && /বুকিং/.test(sms.text), 'it is in Bengali and names the booking', failures);
    check(
      !!sms && sms.segments === smsSize(sms.text).segments && sms.segments >= 2,
      'its segment count is right',
      failures,
    );
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function mailSurvivesSmtpDown(failures: string[]): Promise<void> {
  console.log('\n== a booking mail with SMTP down, across a SIGKILL (PGlite)');
  const dataDir = mkdtempSync(join(tmpdir(), 'kds-msg-'));
  const smtpPort = await freePort();
  const env = {
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MESSAGE_POLL_MS: '200',
    MESSAGE_RETRY_SECONDS: '1',
  };
  let server: Server | null = null;
  let smtp: Awaited<ReturnType<typeof startTestSmtp>> | null = null;
  try {
    server = await startServer(env, 'server (PGlite, no SMTP)');
    const client = new Client(server.url);
    const oid = await book(server, '01766123456', client);
    const me = (await client.request('GET', '/api/auth/get-session')).body as { user: { email: string } };
    const email = me.user.email;
    await sleep(3000); // a few tries against the closed port
    server.proc.kill('SIGKILL');
    await server.exited;

    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    const before = await database.db.select().from(messages).where(eq(messages.recipient, email));
    await database.close();
    console.log(
      `  mail to the student before the restart: ${before.map((m) => `${m.status}, ${m.attempts} tries`).join('; ')}`,
    );
    check(
      before.length === 1 && before[0]!.status === 'pending' && before[0]!.attempts >= 2,
      'the mail failed, was retried, and waits for another try',
      failures,
    );

    smtp = await startTestSmtp({ port: smtpPort });
    server = await startServer(env, 'server (PGlite, SMTP back)');
    const received = () => smtp!.inbox.filter((m) => m.to.includes(email));
    await waitFor('the booking mail', () => received().length > 0);
    await sleep(3000);
    const got = received();
    console.log(`  mails to ${email}: ${got.length}`);
    check(got.length === 1, 'the mail arrived exactly once once SMTP was back', failures);
    check(!!got[0] && mailText(got[0].raw).includes(oid), 'it is the booking mail', failures);
    check(
      !!got[0] && new RegExp(`^Message-ID: <${before[0]?.id}@`, 'im').test(got[0].raw),
      "its Message-ID is the message's own",
      failures,
    );
  } finally {
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function remindersOnceWithTwoProcesses(failures: string[]): Promise<void> {
  console.log('\n== session reminders with two processes on one PostgreSQL');
  const pgDb = await createPgDatabase(pgAdminUrl(), 'kds_msg');
  const dirs = [mkdtempSync(join(tmpdir(), 'kds-msg-a-')), mkdtempSync(join(tmpdir(), 'kds-msg-b-'))];
  const STUDENTS = 30;
  // Reminders from midnight, so the test runs at any hour; each process polls every 100 ms.
  const env = (dir: string) => ({ DATA_DIR: dir, DATABASE_URL: pgDb.url, REMINDER_HOUR: '0', MESSAGE_POLL_MS: '100' });
  const servers: Server[] = [];
  try {
    const first = await startServer(env(dirs[0]!), 'server A (setting up)');
    servers.push(first);
    const oids: string[] = [];
    for (let i = 0; i < STUDENTS; i++) oids.push(await book(first, `0171${String(1000000 + i).slice(-7)}`));
    await first.stop();
    servers.length = 0;

    // Both processes run before the batch exists: they find its sessions at about the same time.
    const started = await Promise.all(dirs.map((d, i) => startServer(env(d), `server ${'AB'[i]}`)));
    servers.push(...started);

    // A batch that meets every day from tomorrow, with every booking seated in it.
    const database = await openDatabase({ kind: 'postgres', url: pgDb.url, poolSize: 2 });
    const teacherId = randomUUID();
    await database.db.insert(users).values({
      id: teacherId,
      name: 'Ops Teacher',
      email: `teacher-${randomBytes(3).toString('hex')}@ops.example`,
      role: 'teacher',
      sid: `T${randomBytes(4).toString('hex')}`,
    });
    const [batch] = await database.db
      .insert(batches)
      .values({
        courseCid: 'ops',
        teacherId,
        capacity: STUDENTS,
        seatsTaken: STUDENTS,
        startDate: addDays(todayInDhaka(), 1),
        weekdays: [0, 1, 2, 3, 4, 5, 6],
        time: '08:00',
        sessions: 5,
        place: 'Khulna field',
      })
      .returning();
    const rows = await database.db.select({ id: orders.id, oid: orders.oid }).from(orders);
    await database.db.insert(batchSeats).values(rows.map((o) => ({ batchId: batch!.id, orderId: o.id })));
    const reminders = async () =>
      (await database.db.select().from(messages).where(eq(messages.kind, 'session.reminder'))).filter(
        (m) => m.channel === 'sms',
      );
    await waitFor('every reminder sent', async () => {
      const r = await reminders();
      return r.length >= STUDENTS && r.every((m) => m.status === 'sent');
    });
    await sleep(2000);
    const sent = await reminders();
    await database.close();
    const files = dirs.flatMap((d) => smsFiles(d).filter((f) => f.kind === 'session.reminder'));
    const byProcess = dirs.map((d) => smsFiles(d).filter((f) => f.kind === 'session.reminder').length);
    console.log(
      `  reminder SMS rows: ${sent.length}; files written: ${files.length} (A ${byProcess[0]}, B ${byProcess[1]}); ` +
        `distinct numbers: ${new Set(files.map((f) => f.to)).size}`,
    );
    check(sent.length === STUDENTS, 'one reminder SMS queued per seated student', failures);
    check(files.length === STUDENTS, 'each reminder written once across both processes', failures);
    check(new Set(files.map((f) => f.to)).size === STUDENTS, 'every student got theirs', failures);
  } finally {
    for (const s of servers) await s.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    await pgDb.drop();
  }
}

async function main() {
  assertBuilt();
  const only = process.argv.slice(2);
  const failures: string[] = [];
  if (!only.includes('--postgres')) {
    await smsSurvivesCrash(failures);
    await mailSurvivesSmtpDown(failures);
  }
  if (!only.includes('--pglite')) await remindersOnceWithTwoProcesses(failures);
  if (failures.length) {
    console.log(`\n${failures.length} check(s) failed`);
    process.exit(1);
  }
  console.log('\nall message checks passed');
}

await main();
