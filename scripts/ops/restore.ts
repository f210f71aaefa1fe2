// npm run restore -- FILE [--force]
// Brings a backup back into an EMPTY database (DATABASE_URL, or PGlite in DATA_DIR) and an empty
// DATA_DIR/uploads: applies the migrations, inserts the rows in foreign-key order, restores files.
// Refuses a target that already holds data. With PGlite the server must be stopped.
import { resolve } from 'node:path';
import { restoreBackup } from '#server/ops/backup.ts';
import { assertPgliteFree, dataTarget, openStorage, openTarget } from './open-data';

const args = process.argv.slice(2);
const force = args.includes('--force');
const given = args.find((a) => !a.startsWith('--'));
if (!given) {
  console.error('usage: npm run restore -- FILE');
  process.exit(2);
}
const file = resolve(given);

try {
  const target = dataTarget();
  assertPgliteFree(target, force);
  const storage = await openStorage(target);
  const database = await openTarget(target);
  try {
    const started = Date.now();
    const summary = await restoreBackup({ database, storage, file });
    const rows = Object.values(summary.tables).reduce((a, b) => a + b, 0);
    console.log(`Restored ${file} into ${target.describe} and the ${storage.describe}`);
    console.log(
      `  ${Object.keys(summary.tables).length} tables, ${rows} rows, ${summary.files} files in ${Date.now() - started} ms`,
    );
  } finally {
    await database.close();
    storage.close?.();
  }
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
