import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { LegacyExport } from './read-export';
import { ImportRun, type ImportOptions, type ImportReport } from './import-run';
import { importCourses } from './courses';
import { importUsers } from './accounts';
import { importProfiles } from './profiles';
import { importBlogs } from './blogs';
import { importOrders } from './orders';
import { clearFirstStartSamples } from './first-start-samples';
import { invalidateCourseCache } from '#server/features/courses/index.ts';

export { IMPORT_LINK_DAYS, type ImportOptions, type ImportReport, type RowAction } from './import-run';

/**
 * Brings the old site's export into the app's database: courses, then accounts (MongoDB users and
 * Firebase accounts joined by e-mail), profiles, blogs and orders; then the samples the app's
 * first start put in (courses no order uses, untouched demo accounts) go. Each old row is one transaction
 * with its audit record and its ledger entries (`legacy_imports`), so a run cut short is resumed by
 * running again, and a complete second run finds every row in the ledger and changes nothing.
 * The rules, and why: docs/decisions/0350-legacy-import.md.
 */
export async function importLegacy(data: LegacyExport, opts: ImportOptions): Promise<ImportReport> {
  const run = new ImportRun(opts);
  await run.load();
  await importCourses(run, data.courses);
  await importUsers(run, data.users, data.firebase);
  await importProfiles(run, data.profiles);
  await importBlogs(run, data.blogs);
  await importOrders(run, data.orders);
  // Last: an old order may have booked a sample course's id, which then stays.
  await clearFirstStartSamples(run);
  // Courses came and went behind the catalogue's back: this process's copy is read again (another
  // process's copy is at most the catalogue's few seconds stale, as after any course change).
  if (!run.dryRun) invalidateCourseCache(run.db);
  return run.report;
}

/** Whether the legacy ledger table exists: a dry run never migrates, so it asks first. */
export async function ledgerExists(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from information_schema.tables where table_schema = 'public' and table_name = 'legacy_imports'`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
