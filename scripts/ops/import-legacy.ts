// npm run import:legacy -- DIR [--firebase FILE] [--dry-run] [--force]
// Brings the old site's data (a mongoexport of courses, users, profiles, orders and blogs, and a
// `firebase auth:export`) into the configured database (DATABASE_URL, or PGlite in DATA_DIR) and
// the configured upload storage (DATA_DIR/uploads, or the S3_* object store). Safe to run again:
// what was brought over before is skipped.
// PGlite: STOP THE SERVER FIRST — only one process may open a PGlite data folder.
import { join, resolve } from 'node:path';
import { buildApp } from '#server/app.ts';
import { importLegacy, ledgerExists } from '#server/ops/legacy/import.ts';
import { ExportError, readLegacyExport } from '#server/ops/legacy/read-export.ts';
import { formatReport } from '#server/ops/legacy/report.ts';
import { assertPgliteExists, assertPgliteFree, dataTarget, openStorage, openTarget } from './open-data';

const usage = 'usage: npm run import:legacy -- DIR [--firebase FILE] [--dry-run] [--force]';
const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const valueOf = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const firebase = valueOf('--firebase');
const dir = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--firebase');
const known = new Set(['--dry-run', '--force', '--firebase']);
const unknown = args.filter((a) => a.startsWith('--') && !known.has(a));
if (!dir || unknown.length || (flag('--firebase') && !firebase)) {
  console.error(unknown.length ? `Unknown option ${unknown.join(', ')}.\n${usage}` : usage);
  process.exit(2);
}
const dryRun = flag('--dry-run');

try {
  const data = await readLegacyExport(resolve(dir), firebase ? resolve(firebase) : undefined);
  const target = dataTarget();
  // A dry run reads an installation and writes nothing: it must not create an empty PGlite folder.
  if (dryRun) assertPgliteExists(target);
  assertPgliteFree(target, flag('--force'));
  const database = await openTarget(target);
  try {
    if (dryRun) {
      // A dry run writes nothing, not even a migration: it needs a database the app has prepared.
      if (!(await ledgerExists(database.db))) {
        throw new Error(
          `${target.describe} is not up to date with this version of the app: start the server once ` +
            '(it applies the migrations), stop it, and run the dry run again.',
        );
      }
      const storage = await openStorage(target);
      try {
        const report = await importLegacy(data, {
          db: database.db,
          storage,
          publicUrl: target.config.publicUrl,
          dryRun: true,
        });
        console.log(formatReport(report));
      } finally {
        storage.close?.();
      }
    } else {
      await database.whileStarting(() => database.migrate());
      // The app itself (not served): its storage, and its message worker to send the mails now.
      const app = await buildApp({
        config: { ...target.config, LOG_LEVEL: 'silent' },
        database,
        webRoot: '/nonexistent',
      });
      try {
        const report = await importLegacy(data, {
          db: app.db,
          storage: app.storage,
          publicUrl: app.config.publicUrl,
          dryRun: false,
        });
        // Sends what is due now, these mails among it; a mail that fails stays queued and the
        // server retries it (the messages log on the staff pages shows it).
        const sent = report.mails.queued ? await app.messageWorker.drain() : 0;
        const route =
          app.mailer.kind === 'smtp'
            ? `${sent} handed to SMTP now`
            : `${sent} written to ${join(target.dataDir, 'outbox')} (no SMTP_URL set)`;
        console.log(formatReport(report, { mailRoute: route }));
      } finally {
        await app.close();
      }
    }
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(
    `Legacy import failed: ${err instanceof ExportError || err instanceof Error ? err.message : String(err)}`,
  );
  process.exit(1);
}
