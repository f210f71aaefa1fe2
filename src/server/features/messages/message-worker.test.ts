import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '#server/db/schema/index.ts';
import { createTestDatabase } from '#server/test/database.ts';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import type { Database } from '#server/db/client.ts';
import { createMailer, MAIL_LANES, type Mailer } from '#server/lib/mail.ts';
import { createMessageWorker } from './message-worker';
import { queueMail } from './messages.service';
import type { SmsProvider } from './sms';

let database: Database;
let smtp: TestSmtp;
let mailer: Mailer;
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const workerOptions = (sender: Mailer) => ({
  db: database.db,
  sms: noSms,
  mailer: sender,
  log: quiet,
  pollMs: 600_000,
  retrySeconds: 60,
  maxAttempts: 3,
  dailySmsSegments: 100,
  reminderHour: 18,
  mailDomain: 'example.com',
});
const workerWith = (sender: Mailer) => createMessageWorker(workerOptions(sender));
/**
 * A message queued a moment ago is due by the database's clock (microseconds on PostgreSQL) a
 * little after the app's (milliseconds): a pass in the same millisecond would not see it yet.
 */
const queuedAMomentAgo = () => new Promise((r) => setTimeout(r, 5));

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
  mailer = createMailer({ smtpUrl: smtp.url, from: 'school@example.com', outboxDir: '/nonexistent', log: quiet });
});
afterAll(async () => {
  mailer?.close?.();
  await smtp?.close();
  await database?.close();
});

const noSms: SmsProvider = { name: 'none', send: () => Promise.reject(new Error('no SMS in this test')) };

it('sends a busy queue side by side over kept-open connections, each person’s mail in the order queued', async () => {
  const people = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'];
  for (let n = 1; n <= 4; n++)
    for (const to of people)
      await queueMail(database.db, { kind: 'batch.notice', to, subject: `${to} ${n}`, text: 'x' });

  // The real SMTP mailer, watched: how many mails are in the server's hands at once.
  let inFlight = 0;
  let mostAtOnce = 0;
  const watched: Mailer = {
    kind: 'smtp',
    async send(m) {
      mostAtOnce = Math.max(mostAtOnce, ++inFlight);
      try {
        await new Promise((r) => setTimeout(r, 20));
        await mailer.send(m);
      } finally {
        inFlight--;
      }
    },
  };
  await queuedAMomentAgo();
  const worker = workerWith(watched);
  expect(await worker.drain()).toBe(20);
  await worker.stop();

  expect(smtp.inbox).toHaveLength(20);
  for (const to of people)
    expect(smtp.inbox.filter((m) => m.to[0] === to).map((m) => m.subject)).toEqual(
      [1, 2, 3, 4].map((n) => `${to} ${n}`),
    );
  // Side by side, but no more at once than the mailer keeps connections for.
  expect(mostAtOnce).toBeGreaterThan(1);
  expect(mostAtOnce).toBeLessThanOrEqual(MAIL_LANES);
  // Connections are kept for the next mail, not opened for each.
  expect(smtp.connections()).toBeLessThanOrEqual(MAIL_LANES);
});

it('keeps a person’s messages queued at one moment in the order queued, wherever the rows lie', async () => {
  const to = 'order@example.com';
  // Three notices in one transaction share its moment: only the order queued tells them apart.
  await database.db.transaction(async (tx) => {
    for (const n of [1, 2, 3]) await queueMail(tx, { kind: 'batch.notice', to, subject: `notice ${n}`, text: 'x' });
  });
  // A row written again moves to the end of the table, where a scan meets it last.
  await database.db.update(messages).set({ lastError: null }).where(eq(messages.subject, 'notice 1'));
  const before = smtp.inbox.length;
  await queuedAMomentAgo();
  const worker = workerWith(mailer);
  expect(await worker.drain()).toBe(3);
  await worker.stop();
  expect(smtp.inbox.slice(before).map((m) => m.subject)).toEqual(['notice 1', 'notice 2', 'notice 3']);
});

it('sends nothing once stopped', async () => {
  await queueMail(database.db, { kind: 'batch.notice', to: 'late@example.com', subject: 'after the stop', text: 'x' });
  const worker = workerWith(mailer);
  await worker.stop();
  expect(await worker.drain()).toBe(0);
  expect(smtp.inbox.some((m) => m.subject === 'after the stop')).toBe(false);
  await database.db.delete(messages).where(eq(messages.subject, 'after the stop'));
});

it('a mail that went, whose record the database refused once, is recorded when it answers again: not sent twice', async () => {
  await queueMail(database.db, { kind: 'batch.notice', to: 'flaky@example.com', subject: 'recorded once', text: 'x' });
  // The database drops the one write that records the mail as sent (a restart in between).
  let dropNextWrite = false;
  const flaky = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop === 'update' && dropNextWrite) {
        dropNextWrite = false;
        return () => {
          throw new Error('Connection terminated unexpectedly');
        };
      }
      return Reflect.get(target, prop, receiver) as unknown;
    },
  });
  const sender: Mailer = {
    kind: 'smtp',
    async send(m) {
      await mailer.send(m);
      dropNextWrite = true;
    },
  };
  await queuedAMomentAgo();
  const worker = createMessageWorker({ ...workerOptions(sender), db: flaky });
  expect(await worker.drain()).toBe(1);
  await worker.stop();
  expect(smtp.inbox.filter((m) => m.subject === 'recorded once')).toHaveLength(1);
  const [row] = await database.db.select().from(messages).where(eq(messages.subject, 'recorded once'));
  expect(row).toMatchObject({ status: 'sent', attempts: 1 });
});
