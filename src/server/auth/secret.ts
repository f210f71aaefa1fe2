import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { siteMeta } from '#server/db/schema/index.ts';

const KEY = 'auth.secret';

/**
 * AUTH_SECRET when set; otherwise one random secret made on first start and kept in the database,
 * so sessions survive restarts and every app process on the same database agrees on it.
 */
export async function resolveAuthSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(siteMeta)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: siteMeta.key });
  const [row] = await db.select({ value: siteMeta.value }).from(siteMeta).where(eq(siteMeta.key, KEY));
  return String(row!.value);
}
