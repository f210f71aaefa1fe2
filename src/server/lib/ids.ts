import { randomInt } from 'node:crypto';

export type PublicIdPrefix = 'SID' | 'OID';

/** "SID" or "OID" plus a random number from 10000000 to 99999999. */
export function generatePublicId(prefix: PublicIdPrefix): string {
  return `${prefix}${randomInt(10_000_000, 100_000_000)}`;
}

/** True when a database error is a unique-constraint violation (Postgres 23505), on pg and PGlite. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  // drizzle wraps driver errors in `cause`
  for (let i = 0; i < 3 && e; i++) {
    const rec = e as { code?: string; constraint?: string; cause?: unknown };
    if (rec.code === '23505') return !constraint || rec.constraint === constraint;
    e = rec.cause;
  }
  return false;
}

/**
 * True when a database error is a foreign-key violation, on pg and PGlite: 23503, or 23001 when the
 * key is `ON DELETE RESTRICT` and a delete would orphan a row.
 */
export function isForeignKeyViolation(err: unknown, constraint?: string): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const rec = e as { code?: string; constraint?: string; cause?: unknown };
    if (rec.code === '23503' || rec.code === '23001') return !constraint || rec.constraint === constraint;
    e = rec.cause;
  }
  return false;
}

/**
 * Runs `insert` with a fresh public id until it does not collide. With 90 million ids a collision
 * is rare; 5 tries make a failure astronomically unlikely, and then the error surfaces.
 */
export async function withUniquePublicId<T>(
  prefix: PublicIdPrefix,
  constraint: string,
  insert: (id: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insert(generatePublicId(prefix));
    } catch (err) {
      if (attempt >= 5 || !isUniqueViolation(err, constraint)) throw err;
    }
  }
}
