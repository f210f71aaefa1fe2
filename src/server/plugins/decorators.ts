import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#server/config.ts';
import type { Database, Db } from '#server/db/client.ts';
import { createMailer, type Mailer } from '#server/lib/mail.ts';
import { createConfiguredStorage } from '#server/lib/configured-storage.ts';
import type { Storage } from '#server/lib/storage.ts';
import { resolveFromRoot } from '#server/lib/paths.ts';
import { createAuth, type Auth } from '#server/auth/auth.ts';
import { sendAccountMail } from '#server/auth/account-mail.ts';
import { resolveAuthSecret } from '#server/auth/secret.ts';
import { warmPasswordChecker } from '#server/auth/password-strength.ts';
import { claimUpload } from '#server/features/uploads/index.ts';
import { getSchool } from '#server/features/school/index.ts';
import { HotReads, installHotReads } from '#server/lib/hot-reads.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    storage: Storage;
    auth: Auth;
    /** Epoch ms now; the rate limits read time through it (tests pass a controlled clock). */
    clock: () => number;
    /** Set when the process is shutting down: GET /api/ready then answers 503. */
    readiness: { draining: boolean };
    /** The school's switch requiring two-step sign-in of teachers, for auth's sessions (decision 0394). */
    teachersMustUseTwoFactor: () => Promise<boolean>;
    /** Public answers served from memory before the framework (lib/hot-reads.ts). */
    hotReads: HotReads;
  }
}

export interface DecoratorOptions {
  config: Config;
  database: Database;
  clock: () => number;
  /** Defaults to SMTP_URL, or the DATA_DIR/outbox folder when none is set. */
  mailer?: Mailer;
  /** Defaults to the S3_* object store when S3_BUCKET is set, else DATA_DIR/uploads on local disk. */
  storage?: Storage;
}

/**
 * What every route reads from the app: the settings, the database, the clock, the mailer, the
 * upload store and better-auth. The auth tables and secret are checked here, so a wrong one stops
 * the start, not the first request.
 */
export const decorators = fp<DecoratorOptions>(
  async (app: FastifyInstance, { config, database, clock, mailer, storage }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('clock', clock);
    app.decorate('readiness', { draining: false });
    const hotReads = new HotReads();
    app.decorate('hotReads', hotReads);
    installHotReads(app.server, hotReads);
    app.decorate('teachersMustUseTwoFactor', async () => (await getSchool(database.db)).twoFactorForTeachers);
    app.decorateRequest('caller', null); // set by the route guards (src/server/auth/guards.ts)
    const ownMailer = mailer
      ? null
      : createMailer({
          smtpUrl: config.SMTP_URL,
          from: config.MAIL_FROM,
          outboxDir: join(resolveFromRoot(config.DATA_DIR), 'outbox'),
          log: app.log,
        });
    app.decorate('mailer', mailer ?? ownMailer!);
    app.addHook('onClose', async () => ownMailer?.close?.());
    const ownStorage = storage ? null : await createConfiguredStorage(config);
    app.decorate('storage', storage ?? ownStorage!);
    app.addHook('onClose', async () => ownStorage?.close?.());
    // The reset and confirmation mails, in the reader's language (src/server/auth/account-mail.ts).
    const accountMails = { db: database.db, mailer: app.mailer, siteUrl: config.publicUrl, log: app.log };
    const auth = createAuth({
      db: database.db,
      config,
      secret: await resolveAuthSecret(database.db, config.AUTH_SECRET),
      sendResetPassword: (mail) => sendAccountMail(accountMails, 'account.reset', mail),
      sendVerificationEmail: (mail) => sendAccountMail(accountMails, 'account.verify', mail),
      onUserCreated: (user) => claimUpload(database.db, user.image, user.id),
      teachersMustUseTwoFactor: app.teachersMustUseTwoFactor,
      clock,
      log: app.log,
    });
    // Fail at start-up, not on the first request, if the auth tables or secret are wrong.
    await auth.$context;
    warmPasswordChecker();
    app.decorate('auth', auth);
  },
  { name: 'decorators' },
);
