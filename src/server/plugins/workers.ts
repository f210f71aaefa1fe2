import { join } from 'node:path';
import fp from 'fastify-plugin';
import { resolveFromRoot } from '#server/lib/paths.ts';
import { sweepRateLimits } from '#server/lib/rate-limit.ts';
import { sweepUploads } from '#server/features/uploads/index.ts';
import {
  configureMessages,
  createMessageWorker,
  createSmsProvider,
  type MessageWorker,
  type SmsProvider,
} from '#server/features/messages/index.ts';
import { recordContactMail } from '#server/features/contact/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the queued SMS and e-mails (src/server/features/messages). */
    messageWorker: MessageWorker;
  }
}

export interface WorkerOptions {
  /** Defaults to SMS_PROVIDER's: the DATA_DIR/outbox/sms folder, or SSL Wireless. */
  sms?: SmsProvider;
}

/**
 * The work every process does besides answering requests, each started once the app is ready and
 * stopped when it closes: the rate limits' and the uploads' sweeps, and the message queue's worker.
 */
export const workers = fp<WorkerOptions>(
  async (app, { sms }) => {
    const { config, db, log } = app;
    sweepRateLimits(app);

    // Uploads nothing has used for a day (a sign-up photo never claimed, an NID for a booking
    // never made, what a crash left behind) are removed: hourly, and once at start, in every process.
    const sweep = () =>
      void sweepUploads(db, app.storage, { log }).then(
        (n) => n && log.info({ removed: n }, 'removed unused uploads'),
        (err: unknown) => log.warn({ err }, 'upload sweep failed'),
      );
    const sweepTimer = setInterval(sweep, 60 * 60 * 1000);
    sweepTimer.unref();
    app.addHook('onReady', async () => sweep());
    app.addHook('onClose', async () => clearInterval(sweepTimer));

    // The message queue: every process sends what is due; the database hands each message to one.
    configureMessages({ siteUrl: config.publicUrl, officeEmail: config.SCHOOL_EMAIL });
    app.decorate(
      'messageWorker',
      createMessageWorker({
        db,
        sms: sms ?? createSmsProvider(config, join(resolveFromRoot(config.DATA_DIR), 'outbox', 'sms')),
        mailer: app.mailer,
        log,
        pollMs: config.MESSAGE_POLL_MS,
        retrySeconds: config.MESSAGE_RETRY_SECONDS,
        maxAttempts: config.MESSAGE_MAX_ATTEMPTS,
        dailySmsSegments: config.SMS_DAILY_SEGMENTS,
        reminderHour: config.REMINDER_HOUR,
        mailDomain: new URL(config.publicUrl).hostname,
        clock: app.clock,
        onMailSettled: [recordContactMail],
      }),
    );
    app.addHook('onReady', async () => app.messageWorker.start());
    app.addHook('onClose', async () => app.messageWorker.stop());
  },
  { name: 'workers', dependencies: ['decorators'] },
);
