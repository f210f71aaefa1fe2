import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { schoolSettings } from '#server/db/schema/index.ts';
import { SAMPLE_SCHOOL } from '#server/db/sample-school.ts';
import { SchoolSchema, type School } from '#shared/schemas/school.ts';
import { recordAudit, type AuditActor } from '#server/lib/audit.ts';
import { createDbCache } from '#server/lib/db-cache.ts';

/**
 * The school's facts: one settings record (src/server/db/schema/school-settings.ts), read by every
 * page through `GET /api/school` and by the server itself (e-mails, the contact form's address, the
 * question-bank PDF).
 *
 * They are read far more often than they change, so each process keeps them in memory, as it does
 * the course catalogue (docs/decisions/0061): a save in this process drops its copy at once; other
 * processes sharing one PostgreSQL see the change when their copy expires, at most
 * SCHOOL_CACHE_TTL_MS later (#server/lib/db-cache.ts).
 */
export const SCHOOL_CACHE_TTL_MS = 5_000;

export interface SchoolRead {
  school: School;
  /** Changes whenever the facts do, and is the same in every process for the same facts. */
  etag: string;
}

/**
 * A stored record as the facts: every field the current shape has, the sample's for any the record
 * was saved without (a fact added in a later version), frozen so no request can change the copy
 * that the next one reads.
 */
function parseStored(value: unknown): School {
  const stored = value && typeof value === 'object' ? value : {};
  return deepFreeze(SchoolSchema.parse({ ...SAMPLE_SCHOOL, ...stored }));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

const etagOf = (school: School) =>
  `W/"${createHash('sha256').update(JSON.stringify(school)).digest('base64url').slice(0, 22)}"`;

async function load(db: Db): Promise<SchoolRead> {
  const [row] = await db.select({ value: schoolSettings.value }).from(schoolSettings).where(eq(schoolSettings.id, 1));
  // No record yet (a database that has not been started once): the samples, as the seed would write them.
  const school = row ? parseStored(row.value) : deepFreeze(structuredClone(SAMPLE_SCHOOL));
  return { school, etag: etagOf(school) };
}

const cache = createDbCache(load, SCHOOL_CACHE_TTL_MS);

/** The school's facts and their ETag, from this process's copy when it is fresh. */
export function readSchool(db: Db, now: () => number = Date.now): Promise<SchoolRead> {
  return cache.read(db, now);
}

/** The school's facts (see readSchool). */
export async function getSchool(db: Db): Promise<School> {
  return (await readSchool(db)).school;
}

/** Drops this process's copy, so the next read goes to the database. */
export function invalidateSchoolCache(db: Db): void {
  cache.invalidate(db);
}

/** The top-level facts whose values differ (compared as JSON: arrays and objects by content). */
function changedFields(before: School, after: School): (keyof School)[] {
  return (Object.keys(after) as (keyof School)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}

const pick = (school: School, keys: (keyof School)[]) => Object.fromEntries(keys.map((k) => [k, school[k]]));

/**
 * Saves the school's facts (already validated and normalised by the shared schema) as the owner.
 * One transaction: the record is locked, so `before` is what was really there, and the audit
 * record of the changed facts commits with them or not at all. Saving the same facts again
 * changes nothing and records nothing.
 */
export async function saveSchool(
  db: Db,
  actor: NonNullable<AuditActor>,
  sent: Omit<School, 'closedDays'> & { closedDays?: number[] },
): Promise<School> {
  try {
    return await db.transaction(async (tx) => {
      // The record exists from here on, so the lock below always has a row to hold.
      await tx
        .insert(schoolSettings)
        .values({ id: 1, value: SAMPLE_SCHOOL })
        .onConflictDoNothing({ target: schoolSettings.id });
      const [row] = await tx
        .select({ value: schoolSettings.value })
        .from(schoolSettings)
        .where(eq(schoolSettings.id, 1))
        .for('update');
      const before = parseStored(row?.value);
      // A save without the closed days (a client older than them) keeps the stored ones.
      const input: School = { ...sent, closedDays: sent.closedDays ?? [...before.closedDays] };
      const changed = changedFields(before, input);
      if (changed.length === 0) return before;
      await tx.update(schoolSettings).set({ value: input, updatedBy: actor.id }).where(eq(schoolSettings.id, 1));
      await recordAudit(tx, {
        actor,
        action: 'school.settings_changed',
        entityType: 'school',
        entityId: 'settings',
        before: pick(before, changed),
        after: pick(input, changed),
      });
      return input;
    });
  } finally {
    invalidateSchoolCache(db);
  }
}
