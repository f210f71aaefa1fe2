import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import type { MessageRow } from '#server/db/schema/index.ts';
import { MAIL_LANES, type Mailer } from '#server/lib/mail.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { SmsRefused, type SmsProvider } from './sms';
import {
  claimDueMessages,
  deferMessage,
  markFailed,
  markSent,
  releaseSmsSegments,
  reserveSmsSegments,
} from './messages.service';
import { queueSessionReminders } from './reminders';

export interface MessageWorkerOptions {
  db: Db;
  sms: SmsProvider;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** How often to look for due messages. */
  pollMs: number;
  /** The first retry's wait; each further one waits twice as long, up to an hour. */
  retrySeconds: number;
  /** Tries before a message is given up as failed. */
  maxAttempts: number;
  /** SMS parts a day (Asia/Dhaka) may spend, all processes together. */
  dailySmsSegments: number;
  /** From this hour (Asia/Dhaka) tomorrow's sessions are reminded. */
  reminderHour: number;
  /** Where the school's site is, for the From of its mails' Message-IDs. */
  mailDomain: string;
  /**
   * The app's clock: it decides what "tomorrow" and "evening" are for the reminders (tests move it).
   * The queue's own times (retries, locks, the budget's day) are the real time the database sees.
   */
  clock?: () => number;
  /**
   * Told the outcome of every try of a mail (`error` null: it went), after the queue has recorded
   * it: a feature whose rows mirror their mail's state (the contact form's enquiries) settles them
   * here. The queue knows no feature; the app passes the listeners in.
   */
  onMailSettled?: readonly MailSettledListener[];
}

export type MailSettledListener = (db: Db, message: MessageRow, error: string | null) => Promise<void>;

export interface MessageWorker {
  /** Starts polling (the app does this once it is ready). */
  start(): void;
  /** Sends everything due now, then resolves (tests and start-up call it). */
  drain(): Promise<number>;
  /** Queues the evening reminders that are due now (also done on every poll). */
  queueReminders(): Promise<number>;
  stop(): Promise<void>;
}

/** A claimed message is someone else's again after this long without an answer (its process died). */
const LOCK_MS = 2 * 60 * 1000;
const BATCH = 20;
const RECORD_RETRY_MS = 1000;
const REMINDER_EVERY_MS = 5 * 60 * 1000;

/**
 * Sends the queued messages: every `pollMs` it claims what is due, sends each through its channel
 * and records the outcome. A failure is retried with a doubling wait; a refusal that would repeat
 * (a bad number) is not. An SMS waits for the next day when the day's budget is spent.
 */
export function createMessageWorker(opts: MessageWorkerOptions): MessageWorker {
  const clock = opts.clock ?? Date.now;
  let stopped = false;
  let running: Promise<number> | null = null;
  const afterMail = async (m: MessageRow, error: string | null) => {
    for (const listener of opts.onMailSettled ?? []) await listener(opts.db, m, error);
  };

  /**
   * The message went: its record must land, or the queue would send it again once its lock ends
   * (a mail server keeps no record to refuse a repeat). A database that is restarting, or a
   * connection it dropped, is tried again every second, for up to half the lock.
   */
  async function recordSent(write: () => Promise<void>): Promise<void> {
    const until = Date.now() + LOCK_MS / 2;
    for (;;) {
      try {
        return await write();
      } catch (err) {
        if (Date.now() >= until) throw err;
        await new Promise((r) => setTimeout(r, RECORD_RETRY_MS));
      }
    }
  }

  async function deliver(m: MessageRow): Promise<void> {
    try {
      if (m.channel === 'sms') {
        if (!(await reserveSmsSegments(opts.db, m.segments, opts.dailySmsSegments, todayInDhaka(Date.now())))) {
          const tomorrow = new Date(`${addDays(todayInDhaka(Date.now()), 1)}T00:00:00+06:00`);
          await deferMessage(opts.db, m.id, tomorrow, "The day's SMS budget is spent; sent tomorrow.");
          opts.log.warn({ messageId: m.id }, 'daily SMS budget spent: message waits for tomorrow');
          return;
        }
        try {
          const result = await opts.sms.send({
            id: m.id,
            to: m.recipient,
            text: m.body,
            segments: m.segments,
            kind: m.kind,
            createdAt: m.createdAt,
          });
          await recordSent(() => markSent(opts.db, m.id, result.ref));
        } catch (err) {
          await releaseSmsSegments(opts.db, m.segments, todayInDhaka(Date.now()));
          throw err;
        }
      } else {
        await opts.mailer.send({
          to: m.recipient,
          subject: m.subject ?? '',
          text: m.body,
          replyTo: m.replyTo ?? undefined,
          // One Message-ID per message: a mail re-sent after a crash between the server's answer
          // and our record of it is recognised as the same mail by the receiving end.
          messageId: `<${m.id}@${opts.mailDomain}>`,
        });
        await recordSent(() => markSent(opts.db, m.id));
        await afterMail(m, null);
      }
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      const final = err instanceof SmsRefused || m.attempts >= opts.maxAttempts;
      const wait = Math.min(opts.retrySeconds * 2 ** (m.attempts - 1), 3600) * 1000;
      await markFailed(opts.db, m.id, reason, final ? null : new Date(Date.now() + wait));
      if (m.channel === 'email') await afterMail(m, reason);
      opts.log.warn({ messageId: m.id, kind: m.kind, channel: m.channel, err: reason, final }, 'message not sent');
    }
  }

  /**
   * Sends a claimed batch a few at a time: the mail server and the SMS gateway answer several
   * connections at once, and one at a time the queue fell behind a busy school's day. A person's
   * own messages still go one after another, in the order they were queued (their booking's
   * "received" before its "confirmed"), because each recipient's messages share one lane.
   */
  async function deliverSideBySide(batch: MessageRow[]): Promise<void> {
    const byRecipient = new Map<string, MessageRow[]>();
    for (const m of batch) byRecipient.set(m.recipient, [...(byRecipient.get(m.recipient) ?? []), m]);
    const waiting = [...byRecipient.values()];
    const lane = async () => {
      for (let own = waiting.shift(); own; own = waiting.shift()) for (const m of own) await deliver(m);
    };
    // Every lane finishes before the pass goes on (or the worker reports itself stopped), even when
    // one fails recording an outcome: a send must never outlive `stop()`.
    const lanes = await Promise.allSettled(Array.from({ length: Math.min(MAIL_LANES, waiting.length) }, lane));
    const failed = lanes.find((l) => l.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async function drainOnce(): Promise<number> {
    // A row is tried at most once a pass: a retry is for a later pass.
    const seen = new Set<string>();
    for (;;) {
      if (stopped) return seen.size;
      const due = await claimDueMessages(opts.db, BATCH, LOCK_MS);
      const fresh = due.filter((m) => !seen.has(m.id));
      for (const m of due) if (seen.has(m.id)) await deferMessage(opts.db, m.id, new Date(), m.lastError ?? '');
      if (fresh.length === 0) return seen.size;
      for (const m of fresh) seen.add(m.id);
      await deliverSideBySide(fresh);
      if (stopped) return seen.size;
    }
  }

  const drain = async () => {
    // One pass at a time in this process; a caller during a pass waits for it and then runs its own.
    while (running) await running.catch(() => 0);
    running = drainOnce();
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  const queueReminders = () => queueSessionReminders(opts.db, clock(), opts.reminderHour);
  // Looking for tomorrow's sessions every few minutes is enough: a reminder is for the evening
  // (sooner when the poll is quick, as in the process tests).
  const reminderEvery = Math.min(REMINDER_EVERY_MS, opts.pollMs * 30);
  let remindersAt = 0;

  let ticking: Promise<void> | null = null;
  const tick = () =>
    (ticking ??= (async () => {
      try {
        if (Date.now() - remindersAt >= reminderEvery) {
          remindersAt = Date.now();
          await queueReminders();
        }
        if (!stopped) await drain();
      } catch (err) {
        opts.log.error({ err }, 'message worker pass failed');
      } finally {
        ticking = null;
      }
    })());
  let timer: NodeJS.Timeout | undefined;

  return {
    drain,
    queueReminders,
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void tick(), opts.pollMs);
      timer.unref();
      void tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      // A poll under way (its reminders, then its pass) finishes first; nothing is sent after this.
      await ticking;
      while (running) await running.catch(() => 0);
    },
  };
}
