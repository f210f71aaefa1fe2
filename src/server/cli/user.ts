// npm run user -- set-role EMAIL student|teacher|admin
// npm run user -- create-owner EMAIL [--mail-link]
// On PGlite, stop the server first: only one process may open the data folder.
import { join } from 'node:path';
import { ROLES, type Role } from '#shared/constants.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openConfiguredDatabase } from '#server/db/open.ts';
import { AppError, OperatorError } from '#server/lib/errors.ts';
import { createMailer, type Mailer, type MailerOptions } from '#server/lib/mail.ts';
import { resolveFromRoot } from '#server/lib/paths.ts';
import { buildApp } from '#server/app.ts';
import { createOwner } from '#server/auth/owner.ts';
import { setRoleByEmail } from '#server/features/users/index.ts';
import { readSecret } from './read-secret';

const [command, email, arg] = process.argv.slice(2);
const usage = [
  'usage: npm run user -- set-role EMAIL student|teacher|admin',
  '       npm run user -- create-owner EMAIL              (asks for the password; or pipe it in on stdin)',
  '       npm run user -- create-owner EMAIL --mail-link  (mails a link to choose the password)',
].join('\n');

const validArgs =
  (command === 'set-role' && email && arg && (ROLES as readonly string[]).includes(arg)) ||
  (command === 'create-owner' && email && (arg === undefined || arg === '--mail-link'));
if (!validArgs) {
  console.error(command === 'set-role' && arg ? `Unknown role "${arg}".\n${usage}` : usage);
  process.exit(2);
}

try {
  const config = loadConfig();
  const password =
    command === 'create-owner' && arg !== '--mail-link'
      ? await readSecret('Password for the owner: ', 'Again: ')
      : undefined;
  const database = await openConfiguredDatabase(config);
  try {
    await database.whileStarting(() => database.migrate());
    if (command === 'set-role') {
      const user = await setRoleByEmail(database.db, email!, arg as Role);
      // A change ends the account's sessions and is written to the activity log (decision 0251).
      console.log(`${user.email} (${user.sid}) is now ${user.role}.`);
    } else {
      // The CLI must not exit before the link is handed to the mail server: wait for every send.
      const sends: Promise<void>[] = [];
      const base = createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: join(resolveFromRoot(config.DATA_DIR), 'outbox'),
        log: {
          info: (fields: object, message: string) => console.log(message, fields),
          warn: (fields: object, message: string) => console.warn(message, fields),
        } as MailerOptions['log'],
      });
      const mailer: Mailer = { kind: base.kind, send: (m) => (sends.push(base.send(m)), sends.at(-1)!) };
      const app = await buildApp({
        config: { ...config, LOG_LEVEL: 'silent' },
        database,
        mailer,
        webRoot: '/nonexistent',
      });
      try {
        const result = await createOwner(app, { email: email!, password });
        await Promise.all(sends);
        console.log(
          `${config.ownerEmail} is the owner (${result.created ? 'new account' : 'existing account taken over, its sessions ended'}).`,
        );
        if (result.mailed)
          console.log(`A link to choose the password was mailed (${mailer.kind === 'smtp' ? 'SMTP' : 'outbox'}).`);
      } finally {
        await app.close();
        base.close?.();
      }
    }
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof AppError || err instanceof OperatorError || err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
