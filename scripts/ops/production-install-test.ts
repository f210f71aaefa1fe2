// Production-install check: the built app, installed as a server installs it (`npm ci --omit=dev`
// in a fresh clone, no devDependencies), starts, draws a public page and serves a receipt PDF (the
// Bengali PDF engine and its QR code). A package the server imports at run time but lists as a
// devDependency breaks exactly this (qrcode did), and no other test would notice: they all run
// with every package installed.
// Needs `npm run build` first (the clone gets this folder's dist/); uses npm's cache where it can.
// Usage: node --import tsx scripts/ops/production-install-test.ts
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appRoot } from '#server/lib/paths.ts';
import { SEED_COURSES } from '#server/db/seed.ts';
import { base32Decode, totp } from '#server/test/totp.ts';
import { qrIn } from '#server/test/pdf-qr.ts';
import { PDFDocument } from 'pdf-lib';
import { E2E_OWNER } from '../../playwright.config';
import { assertBuilt, check, Client, signUp, startServer, uploadPrivateNid, type Server } from './lib';

const failures: string[] = [];

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

assertBuilt();
const work = mkdtempSync(join(tmpdir(), 'kds-prod-install-'));
const app = join(work, 'app');
const dataDir = join(work, 'data');
let server: Server | undefined;
try {
  // What the repository holds at HEAD, as a deployment checks it out, with this folder's build.
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: appRoot, encoding: 'utf8' }).stdout.trim();
  console.log(`production install of ${head} in ${app}`);
  run('git', ['clone', '--quiet', appRoot, app], work);
  cpSync(join(appRoot, 'dist'), join(app, 'dist'), { recursive: true });
  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  // Only tools no production package asks for can show it: npm also installs the devDependencies
  // that better-auth names as optional peers (vite, vitest, tsx, drizzle-kit, react).
  const tools = ['eslint', 'prettier', 'typescript', '@playwright/test'];
  check(
    tools.every((name) => !existsSync(join(app, 'node_modules', name))),
    `the install has no devDependencies (${tools.join(', ')})`,
    failures,
  );

  // The data folder as an operator's first start leaves it, plus the owner's authenticator: made
  // from this checkout (which has the tools), then opened by the installed server.
  const settings = {
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    OWNER_EMAIL: E2E_OWNER.email,
    LOG_LEVEL: 'warn',
  };
  run(process.execPath, ['--import', 'tsx', 'e2e/fixtures/prepare-data.ts', dataDir], appRoot, {
    ...settings,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
  });
  server = await startServer({ ...settings, DATA_DIR: dataDir, SEED_DEMO: 'false' }, 'installed server', app);

  const home = await fetch(`${server.url}/`);
  const html = await home.text();
  check(
    home.status === 200 && html.includes('<main') && html.includes(SEED_COURSES[0]!.title),
    'the home page is drawn on the server, with the courses',
    failures,
  );

  // A student books a course and pays; the owner (with the authenticator's code) confirms.
  const student = new Client(server.url);
  await signUp(student, `prod-${randomBytes(4).toString('hex')}@install.test`);
  const image = await uploadPrivateNid(student);
  const booked = await student.request('PUT', '/api/order', {
    json: {
      name: 'Nusrat Jahan',
      phone1: '01712345678',
      fname: 'Abdul Karim',
      mname: 'Rokeya Begum',
      address: 'House 5, KDA Avenue, Khulna',
      emergency: '01912345678',
      sdate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      dob: '2000-01-15',
      cupon: '',
      image,
      course: { cid: SEED_COURSES[0]!.cid },
      idempotencyKey: randomBytes(16).toString('hex'),
    },
  });
  if (booked.status !== 201) throw new Error(`booking failed: ${booked.status} ${JSON.stringify(booked.body)}`);
  const { oid } = booked.body as { oid: string };
  const paid = await student.request('POST', `/api/orders/${oid}/payments`, {
    json: { method: 'bkash', amount: 1000, trxId: `P${randomBytes(5).toString('hex').toUpperCase().slice(0, 9)}` },
  });
  if (paid.status !== 201) throw new Error(`payment failed: ${paid.status} ${JSON.stringify(paid.body)}`);
  const { id } = paid.body as { id: string };

  const owner = new Client(server.url);
  const signIn = await owner.request('POST', '/api/auth/sign-in/email', {
    json: { email: E2E_OWNER.email, password: E2E_OWNER.password },
  });
  const verified = await owner.request('POST', '/api/auth/two-factor/verify-totp', {
    json: { code: totp(base32Decode(E2E_OWNER.totpSecret)) },
  });
  check(signIn.status === 200 && verified.status === 200, 'the owner signs in with the authenticator code', failures);
  const confirmed = await owner.request('POST', `/api/payments/${id}/confirm`);
  check(confirmed.status === 200, 'the owner confirms the payment', failures);

  const pdf = await fetch(`${server.url}/api/payments/${id}/receipt.pdf`, {
    headers: { cookie: student.cookieHeader() },
  });
  const bytes = Buffer.from(await pdf.arrayBuffer());
  const ok = pdf.status === 200 && pdf.headers.get('content-type') === 'application/pdf';
  const number = (confirmed.body as { receiptNumber?: string }).receiptNumber ?? '';
  const qr = ok ? qrIn(await PDFDocument.load(bytes)) : null;
  check(
    ok && number !== '' && qr === `${server.url}/receipt/${encodeURIComponent(number)}`,
    `the student's receipt is a PDF whose QR code opens its check (${pdf.status}, ${bytes.length} bytes, ${qr})`,
    failures,
  );
} catch (err) {
  failures.push(err instanceof Error ? err.message : String(err));
  console.error(err);
  if (server) console.error(server.output());
} finally {
  await server?.stop();
  rmSync(work, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`production install: ${failures.length} check(s) failed`);
  process.exit(1);
}
console.log('production install: the installed app starts and serves a receipt PDF');
