// One season on one database: the outside world (gateways), the app, the school prepared, every
// day run with its faults, a backup mid-season, and at the end the figures and the invariants.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPgDatabase } from '../ops/lib';
import { Acks } from './acks';
import { AppServer } from './app-process';
import { SimClock, khulna } from './clock';
import { figures, fromApi, fromDatabase, drainMessages, type DbFigures } from './collect';
import type { Ctx } from './context';
import { opsCommand, rows, sums, withDatabase, type Target } from './db';
import { runDay } from './days';
import { startBkash, startMailServer, startSmsGateway } from './fakes';
import { Faults, planFaults } from './faults';
import { PgInstance } from './pg-instance';
import { Client, ResponseLog } from './http';
import { judge, verdict, type Figures } from './invariants';
import { measureLists } from './perf';
import { ResourceSampler, routeTable } from './report';
import { streams } from './rng';
import { emptyState, createOwner, prepareSchool } from './setup';
import { BREAKABLE, tamperDatabase, tamperEvidence, type Breakable } from './tamper';
import { drawWorld, type Shape } from './world';

export interface SeasonOptions {
  kind: 'pglite' | 'postgres';
  shape: Shape;
  seed: number;
  faults: boolean;
  perf: boolean;
  breakWhat: string | null;
  concurrency: number;
  portBase: number;
  keep: boolean;
}

const SMS = { token: 'season-sms-token', sid: 'KHULNADRIVING' };
/** How often the app looks at its message queue: a quick poll, so a simulated day's messages go out in seconds. */
const MESSAGE_POLL_MS = 250;

export async function runSeason(o: SeasonOptions): Promise<{ exitCode: number }> {
  if (o.breakWhat && !(BREAKABLE as readonly string[]).includes(o.breakWhat))
    throw new Error(`--break takes one of ${BREAKABLE.join(', ')}`);
  const started = Date.now();
  const world = drawWorld(o.shape, o.seed);
  const label = `${o.shape.label} on ${o.kind === 'pglite' ? 'PGlite' : 'PostgreSQL (WORKERS=2)'}`;
  console.log(
    `\n== season: ${label}, seed ${o.seed}, ${world.students.length} students, ${world.calendar[0]} to ${world.calendar.at(-1)}`,
  );
  const root = mkdtempSync(join(tmpdir(), `kds-season-${o.kind}-`));
  const dataDir = join(root, 'data');
  mkdirSync(dataDir, { recursive: true });
  // PostgreSQL: a cluster of the season's own on the range's port base + 40, never the shared one.
  const server = o.kind === 'postgres' ? await PgInstance.start(o.portBase + 40) : null;
  const pg = server ? await createPgDatabase(server.adminUrl, 'season') : null;
  const target: Target = pg ? { kind: 'postgres', url: pg.url, dataDir } : { kind: 'pglite', dataDir };
  const clock = new SimClock(join(root, 'clock.json'), khulna(world.calendar[0]!, '08:00'));
  const mail = await startMailServer(o.portBase + 1);
  const sms = await startSmsGateway(o.portBase + 2, SMS.token, SMS.sid);
  const bkash = await startBkash(o.portBase + 3);
  const url = `http://127.0.0.1:${o.portBase}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    AUTH_SECRET: `season-${o.seed}-auth-secret-of-at-least-32-chars`,
    OWNER_EMAIL: world.owner.email,
    SEED_DEMO: 'false',
    TRUST_PROXY: '1',
    TEST_CLOCK_FILE: clock.file,
    SMTP_URL: mail.url,
    SCHOOL_EMAIL: `office.s${o.seed}@season.example`,
    SMS_PROVIDER: 'sslwireless',
    SSL_WIRELESS_API_TOKEN: SMS.token,
    SSL_WIRELESS_SID: SMS.sid,
    SSL_WIRELESS_BASE_URL: sms.url,
    // The day's SMS budget counts real days; a year in an hour would spend a year's in one.
    SMS_DAILY_SEGMENTS: '10000000',
    MESSAGE_POLL_MS: String(MESSAGE_POLL_MS),
    MESSAGE_RETRY_SECONDS: '1',
    BKASH_USERNAME: bkash.credentials.username,
    BKASH_PASSWORD: bkash.credentials.password,
    BKASH_APP_KEY: bkash.credentials.appKey,
    BKASH_APP_SECRET: bkash.credentials.appSecret,
    BKASH_BASE_URL: bkash.baseUrl,
  };
  const app = new AppServer({ port: o.portBase, workers: pg ? 2 : 1, env, logFile: join(root, 'app.log') });
  const sampler = new ResourceSampler();
  const log = new ResponseLog(clock);
  const ctx: Ctx = {
    world,
    state: emptyState(),
    acks: new Acks(),
    log,
    clock,
    rng: streams(o.seed),
    mail,
    url,
    client: (ip) => new Client(() => url, ip, log),
    problems: [],
    dayIndex: 0,
    today: world.calendar[0]!,
  };
  const faults = new Faults(planFaults(world, !!pg, o.faults), {
    app,
    mail,
    sms,
    bkash,
    restartPg: server ? () => server.restart() : null,
  });
  let backupFile: string | null = null;
  let atBackup: Record<string, number> | null = null;
  let exitCode = 1;
  try {
    await createOwner(env, world.owner.email);
    await app.start();
    sampler.start(() => app.allPids());
    await prepareSchool(ctx);
    ctx.state.students = world.students.map((plan) => ({
      plan,
      client: ctx.client(plan.ip),
      id: null,
      sid: null,
      usedCoupon: false,
      tried: new Set(),
      orders: [],
      mockTaken: 0,
    }));
    console.log(
      `  school ready in ${((Date.now() - started) / 1000).toFixed(0)} s: the owner, ${ctx.state.admins.length} admins, ` +
        `${ctx.state.teachers.length} teachers, ${ctx.state.vehicles.length} vehicles; refunds ${ctx.state.refunds ? 'on' : 'not in this build (skipped)'}`,
    );
    const seasonStart = Date.now();
    const every = Math.max(1, Math.round(world.calendar.length / 12));
    for (const [d, day] of world.calendar.entries()) {
      ctx.dayIndex = d;
      ctx.today = day;
      await runDay(ctx, faults, o.concurrency);
      if (faults.plan?.backup === d) {
        backupFile = join(root, 'mid-season.jsonl.gz');
        if (!pg) await app.stop();
        atBackup = await withDatabase(target, sums);
        await opsCommand('backup', backupFile, target);
        if (!pg) await app.start();
        faults.log.push(`${day}: backup taken (${atBackup.orders} orders, ৳${atBackup.confirmed_taka} confirmed)`);
      }
      if ((d + 1) % every === 0 || d === world.calendar.length - 1)
        console.log(
          `  ${day}: ${ctx.state.students.filter((s) => s.id).length} students, ${ctx.state.orders.length} orders, ` +
            `${ctx.state.batches.length} batches, ${log.entries.length} requests, ${ctx.problems.length} unexpected, ` +
            `${((Date.now() - seasonStart) / 1000).toFixed(0)} s`,
        );
    }
    const seasonSeconds = (Date.now() - seasonStart) / 1000;
    await faults.startDay(-1, 'after the season'); // every gateway up
    await clock.moveTo(khulna(world.calendar.at(-1)!, '22:00'));
    // The app's pass for tomorrow's lesson reminders runs every 30 polls.
    await drainMessages(ctx, MESSAGE_POLL_MS * 30 + 2000);

    const breakWhat = o.breakWhat as Breakable | null;
    let tampered: string | null = null;
    let db: DbFigures;
    const readDb = async () => {
      if (!pg) await app.stop();
      db = await withDatabase(target, async (d) => {
        if (breakWhat) tampered = await tamperDatabase(d, breakWhat);
        return fromDatabase(ctx, d);
      });
      if (!pg) await app.start();
    };
    await readDb();
    const api = await fromApi(ctx, db!);
    if (breakWhat) tampered ??= tamperEvidence(ctx, sms, breakWhat);

    let backup: Figures['backup'] = null;
    if (backupFile && atBackup) {
      const restoredDir = join(root, 'restored');
      mkdirSync(restoredDir);
      const second = server ? await createPgDatabase(server.adminUrl, 'season_restored') : null;
      const restoreTarget: Target = second
        ? { kind: 'postgres', url: second.url, dataDir: restoredDir }
        : { kind: 'pglite', dataDir: restoredDir };
      try {
        await opsCommand('restore', backupFile, restoreTarget);
        const restored = await withDatabase(restoreTarget, async (d) => {
          if (breakWhat === 'backup') {
            await rows(
              d,
              `update payments set amount = amount + 1 where id = (select id from payments where status = 'confirmed' limit 1)`,
            );
            tampered = 'one payment of the restored database raised by ৳1';
          }
          return sums(d);
        });
        backup = { atBackup, restored };
      } finally {
        if (!o.keep) await second?.drop();
      }
    }

    const f = figures(ctx, db!, api, faults, sms, backup);
    const checks = judge(f);
    const { lines, exitCode: code, failed } = verdict(checks);
    exitCode = code;

    console.log(
      `\n  ${label}: ${world.calendar.length} days in ${seasonSeconds.toFixed(0)} s (${(seasonSeconds / 60).toFixed(1)} min), ${log.entries.length} requests`,
    );
    for (const line of summary(ctx, f)) console.log(`  ${line}`);
    for (const line of sampler.lines()) console.log(`  ${line}`);
    console.log('  faults:');
    for (const line of faults.log) console.log(`    ${line}`);
    if (!faults.plan) console.log('    none (--no-faults)');
    console.log('  answers per route (the season as it ran):');
    for (const line of routeTable(log.entries)) console.log(`  ${line}`);
    if (o.perf) {
      console.log('  staff lists on the season’s data (p99 of 200 answers each):');
      for (const line of await measureLists(ctx)) console.log(`    ${line}`);
    }
    if (tampered) console.log(`\n  broken on purpose (--break=${breakWhat}): ${tampered}`);
    console.log('\n  invariants:');
    for (const line of lines) console.log(`  ${line}`);
    console.log(
      exitCode === 0
        ? `\n  season on ${o.kind}: every invariant holds`
        : `\n  season on ${o.kind} FAILED: ${failed.join(', ')}`,
    );
  } catch (err) {
    console.error(`\n  season on ${o.kind} stopped: ${err instanceof Error ? err.stack : String(err)}`);
    console.error(`  (the app's output is in ${join(root, 'app.log')})`);
    exitCode = 1;
  } finally {
    sampler.stop();
    await app.stop().catch(() => {});
    app.close();
    await Promise.all([mail.close(), sms.close(), bkash.close()]);
    // A failed run keeps its data (and its PostgreSQL, running) for a look; so does --keep.
    const where = `${root}${pg && server ? ` and database ${pg.url} on ${server.describe()}` : ''}`;
    if (o.keep) console.log(`  kept: ${where}`);
    else if (exitCode !== 0) console.log(`  kept for a look: ${where}`);
    else {
      await pg?.drop().catch(() => {});
      await server?.destroy();
      rmSync(root, { recursive: true, force: true });
    }
  }
  return { exitCode };
}

function summary(ctx: Ctx, f: Figures): string[] {
  const payments = ctx.acks.of('payment');
  const byStatus = (s: string) => payments.filter((p) => p.status === s).length;
  const certs = ctx.acks.of('certificate');
  const tests = ctx.acks.of('test');
  const sms = f.messages.rows.filter((r) => r.channel === 'sms').length;
  const mails = f.messages.rows.filter((r) => r.channel === 'email').length;
  const refunds = ctx.acks.of('refund');
  return [
    `people: ${ctx.state.students.filter((s) => s.id).length} students, ${ctx.state.admins.length} admins, ${ctx.state.teachers.length} teachers; ` +
      `${ctx.acks.of('enquiry').length} enquiries (${ctx.acks.of('enquiry').filter((e) => e.handled).length} handled)`,
    `money: ${ctx.state.orders.length} orders, ${payments.length} payments (${byStatus('confirmed')} confirmed, ` +
      `${byStatus('rejected')} rejected, ${byStatus('submitted')} waiting); ` +
      `${refunds.filter((r) => r.status === 'approved').length} refunds approved`,
    `lessons: ${ctx.state.batches.length} batches, ${ctx.acks.of('seat').length} seats, ${ctx.acks.of('mark').length} attendance marks, ` +
      `${tests.length} BRTA tests (${tests.filter((t) => t.result === 'passed').length} passed), ` +
      `${certs.length} certificates (${certs.filter((c) => c.revoked).length} revoked), ` +
      `${ctx.acks.of('attempt').filter((a) => a.submitted).length} mock tests; ` +
      `${ctx.state.waitedForSlot.length} days a batch waited for a free teacher or vehicle` +
      (ctx.state.waitedForSlot.length ? ` (${ctx.state.waitedForSlot.slice(0, 3).join(', ')}…)` : ''),
    `messages: ${sms} SMS and ${mails} mails queued`,
  ];
}
