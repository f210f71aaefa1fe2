// npm run backup [-- FILE] [--force]
// Writes the database (one consistent snapshot) and DATA_DIR/uploads to one archive file.
// PostgreSQL (DATABASE_URL): works while the app runs. PGlite: STOP THE SERVER FIRST — only one
// process may open a PGlite data folder.
import { resolve } from 'node:path';
import { createBackup, fileSize } from '#server/ops/backup.ts';
import { assertPgliteExists, assertPgliteFree, dataTarget, openStorage, openTarget } from './open-data';

const args = process.argv.slice(2);
const force = args.includes('--force');
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const file = resolve(args.find((a) => !a.startsWith('--')) ?? `backups/kds-backup-${stamp}.jsonl.gz`);

try {
  const target = dataTarget();
  assertPgliteExists(target);
  assertPgliteFree(target, force);
  const storage = await openStorage(target);
  const database = await openTarget(target);
  try {
    const started = Date.now();
    const summary = await createBackup({ database, storage, file });
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    console.log(`Backed up ${target.describe} and the ${storage.describe}`);
    console.log(
      `  ${Object.keys(summary.tables).length} tables, ${rows} rows, ${summary.files} files ` +
        `(${summary.bytes} bytes) in ${Date.now() - started} ms`,
    );
    console.log(`  -> ${file} (${await fileSize(file)} bytes)`);
  } finally {
    await database.close();
    storage.close?.();
  }
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
