// Reading the school's database directly at the end (and at the backup): the figures the
// invariants compare with what the app answered. On PGlite only one process may open the folder,
// so the app is stopped first.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '#server/db/client.ts';
import { appRoot } from '#server/lib/paths.ts';

const run = promisify(execFile);

export type Target = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; dataDir: string };

export async function withDatabase<T>(target: Target, fn: (d: Database) => Promise<T>): Promise<T> {
  const database =
    target.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: target.url, poolSize: 2 })
      : await openDatabase({ kind: 'pglite', dataDir: join(target.dataDir, 'pglite') });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

export async function rows<T = Record<string, unknown>>(d: Database, text: string): Promise<T[]> {
  const result = (await d.db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/** Figures a restored backup must give again: counts and sums of what matters. */
export async function sums(d: Database): Promise<Record<string, number>> {
  const [r] = await rows<Record<string, string | number>>(
    d,
    `select
       (select count(*) from users) as accounts,
       (select count(*) from orders) as orders,
       (select count(*) from payments) as payments,
       (select count(*) from payments where status = 'confirmed') as confirmed_payments,
       (select coalesce(sum(amount), 0) from payments where status = 'confirmed') as confirmed_taka,
       (select coalesce(sum(amount), 0) from payments where status = 'submitted') as waiting_taka,
       (select coalesce(sum(last_number), 0) from receipt_counters) as receipts_issued,
       (select count(*) from batches) as batches,
       (select count(*) from batch_seats) as seats,
       (select count(*) from attendance) as marks,
       (select count(*) from certificates) as certificates,
       (select count(*) from test_appointments) as brta_tests,
       (select count(*) from contact_messages) as enquiries,
       (select count(*) from audit_log) as audit_rows`,
  );
  return Object.fromEntries(Object.entries(r!).map(([k, v]) => [k, Number(v)]));
}

/** `npm run backup` / `npm run restore` as an operator runs them, with the app's settings. */
export async function opsCommand(command: 'backup' | 'restore', file: string, target: Target): Promise<string> {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DATA_DIR: target.dataDir,
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
  };
  const { stdout } = await run(
    process.execPath,
    ['--max-semi-space-size=2', join(appRoot, 'scripts', 'ops', 'run.mjs'), command, file],
    { cwd: appRoot, env, maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout.trim();
}
