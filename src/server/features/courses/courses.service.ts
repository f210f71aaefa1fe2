import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import { courses, type CourseRow } from '#server/db/schema/index.ts';
import {
  CourseListSchema,
  type Course,
  type CourseInput,
  type CourseListQuery,
  type CourseSaveBodySchema,
  type SaveMode,
} from '#shared/schemas/course.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import { AppError, assertSameId } from '#server/lib/errors.ts';
import { recordAudit, type AuditActor } from '#server/lib/audit.ts';
import { anyContains, sortOrder } from '#server/lib/list-query.ts';
import { assertSiteImages } from '#server/features/uploads/index.ts';
import { createDbCache } from '#server/lib/db-cache.ts';

export function toCourse(row: CourseRow): Course {
  return {
    _id: row.id,
    cid: row.cid,
    title: row.title,
    titleBn: row.titleBn,
    details: row.details,
    detailsBn: row.detailsBn,
    price: row.price,
    lesson: row.lesson,
    duration: row.duration,
    durationBn: row.durationBn,
    dt: row.dt,
    dtBn: row.dtBn,
    practical: row.practical,
    practicalBn: row.practicalBn,
    mechanical: row.mechanical,
    mechanicalBn: row.mechanicalBn,
    image: row.image,
    instalmentPlan: row.instalmentPlan ?? null,
    skillKind: row.skillKind,
  };
}

/** Oldest first, so the home page's "first 4" are stable as courses are added. Straight from the database. */
async function loadCourses(db: Db): Promise<Course[]> {
  const rows = await db.select().from(courses).orderBy(asc(courses.createdAt), asc(courses.cid));
  return rows.map((row) => Object.freeze(toCourse(row)));
}

/**
 * How long another process's copy of the catalogue may be stale (docs/decisions/0061-course-cache.md):
 * every course write in this process drops its own copy at once.
 */
export const COURSE_CACHE_TTL_MS = 5_000;

/**
 * The catalogue as this process keeps it: the whole list as one entry, and single courses looked up
 * in it by cid, so one invalidation covers both. Shared by every request until it expires, so
 * frozen: nothing can change it in place. A cid that is not in the list is never cached as
 * missing: it goes to the database every time, so a course added elsewhere is found at once.
 */
const catalogue = createDbCache(async (db) => {
  const list = Object.freeze(await loadCourses(db)) as Course[];
  return { list, byCid: new Map(list.map((c) => [c.cid, c])) };
}, COURSE_CACHE_TTL_MS);

/** Drops this process's copy of the catalogue: the next read goes to the database. */
export const invalidateCourseCache = (db: Db): void => catalogue.invalidate(db);

/**
 * The public catalogue's JSON bytes while this process's copy is fresh (undefined otherwise), made
 * once per copy and checked against the catalogue's schema then: what the hot read of
 * `GET /api/allcourse` sends.
 */
export function catalogueBytes(db: Db): Buffer | undefined {
  const value = catalogue.peek(db);
  if (!value) return undefined;
  let bytes = catalogueJson.get(value);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(CourseListSchema.parse(value.list)));
    catalogueJson.set(value, bytes);
  }
  return bytes;
}
const catalogueJson = new WeakMap<object, Buffer>();

/** The public catalogue, from this process's cache (writes here invalidate it, 5 s TTL). */
export async function listCourses(db: Db): Promise<Course[]> {
  return (await catalogue.read(db)).list;
}

/** One course: from the cached catalogue, else from the database (a miss is never cached). */
export async function findCourseByCid(db: Db, cid: string): Promise<Course> {
  const cached = (await catalogue.read(db)).byCid.get(cid);
  if (cached) return cached;
  const [row] = await db.select().from(courses).where(eq(courses.cid, cid)).limit(1);
  if (!row) throw new AppError('COURSE_NOT_FOUND');
  return toCourse(row);
}

// ── The owner's writes ──

/** Runs one course write, then drops the cached catalogue even if the write failed midway. */
async function afterWhich<T>(db: Db, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    invalidateCourseCache(db);
  }
}

export interface CourseList {
  items: Course[];
  total: number;
}

/**
 * The manage list, one page at a time: the catalogue's order (oldest first) unless another is
 * chosen; `cid` finds one exact id, `q` every course whose id or title (in either language) contains the text.
 */
export async function listCoursesPage(db: Db, q: CourseListQuery): Promise<CourseList> {
  const where = and(
    q.cid === undefined ? undefined : eq(courses.cid, q.cid),
    q.q === undefined ? undefined : anyContains(q.q, [courses.cid, courses.title, courses.titleBn]),
  );
  const { limit, offset } = pageWindow(q);
  const sortColumns = { created: courses.createdAt, title: courses.title, price: courses.price };
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(...sortOrder(q.sort ?? 'created', sortColumns, courses.cid))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { items: rows.map(toCourse), total: counted?.n ?? 0 };
}

/** What an audit record keeps of a course: its name and its money (price and instalment plan). */
const AUDITED = ['title', 'price', 'instalmentPlan'] as const;
const auditedOf = (row: CourseRow) => Object.fromEntries(AUDITED.map((key) => [key, row[key] ?? null]));

/**
 * Adds a course. One INSERT … ON CONFLICT DO NOTHING: if the cid exists (even when two requests
 * race) nothing is written and the existing course stays exactly as it was.
 */
export async function createCourse(db: Db, input: CourseInput, owner: NonNullable<AuditActor>): Promise<Course> {
  await assertSiteImages(db, input.image ? { image: input.image } : {}, owner.id);
  const row = await afterWhich(db, () =>
    db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(courses)
        .values({ ...input, createdBy: owner.id })
        .onConflictDoNothing({ target: courses.cid })
        .returning();
      if (inserted)
        await recordAudit(tx, {
          actor: owner,
          action: 'course.created',
          entityType: 'course',
          entityId: inserted.cid,
          after: auditedOf(inserted),
        });
      return inserted;
    }),
  );
  if (!row) throw new AppError('COURSE_EXISTS', undefined, undefined, { cid: input.cid });
  return toCourse(row);
}

/**
 * Changes an existing course (never its cid); one transaction, so it applies whole or not at all,
 * with its audit record: the title, price and plan before and after when they changed, and the
 * names of any other fields that did. A Bengali text left out of the request stays as it is (a
 * client that knows only the English fields cannot erase them); an empty one is removed.
 */
export async function updateCourse(db: Db, input: CourseInput, owner: NonNullable<AuditActor>): Promise<Course> {
  const { cid, ...fields } = input;
  const [current] = await db.select({ image: courses.image }).from(courses).where(eq(courses.cid, cid)).limit(1);
  await assertSiteImages(db, input.image ? { image: input.image } : {}, owner.id, [current?.image]);
  const row = await afterWhich(db, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(courses).where(eq(courses.cid, cid)).for('update');
      if (!before) return undefined;
      const [after] = await tx.update(courses).set(fields).where(eq(courses.cid, cid)).returning();
      const same = (key: keyof CourseRow) =>
        JSON.stringify(before[key] ?? null) === JSON.stringify(after![key] ?? null);
      const money = AUDITED.filter((key) => !same(key));
      const others = (Object.keys(fields) as (keyof CourseRow)[]).filter(
        (key) => !(AUDITED as readonly string[]).includes(key) && !same(key),
      );
      if (money.length > 0 || others.length > 0)
        await recordAudit(tx, {
          actor: owner,
          action: 'course.updated',
          entityType: 'course',
          entityId: cid,
          before: Object.fromEntries(money.map((key) => [key, before[key] ?? null])),
          after: {
            ...Object.fromEntries(money.map((key) => [key, after![key] ?? null])),
            ...(others.length > 0 ? { otherFields: others } : {}),
          },
        });
      return after;
    }),
  );
  if (!row) throw new AppError('COURSE_NOT_FOUND');
  return toCourse(row);
}

/** PUT /api/course?cid=…&mode=… (docs/decisions/0040): create never overwrites, update never creates. */
export async function saveCourse(
  db: Db,
  owner: NonNullable<AuditActor>,
  { cid, mode }: { cid: string; mode: SaveMode },
  body: z.infer<typeof CourseSaveBodySchema>,
): Promise<{ course: Course; created: boolean }> {
  assertSameId('cid', body.cid, cid);
  const input = { ...body, cid };
  if (mode === 'update') return { course: await updateCourse(db, input, owner), created: false };
  return { course: await createCourse(db, input, owner), created: true };
}

/** Orders keep their own copy of the course (no foreign key), so they are untouched. */
export async function deleteCourse(db: Db, owner: NonNullable<AuditActor>, cid: string): Promise<void> {
  const deleted = await afterWhich(db, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.delete(courses).where(eq(courses.cid, cid)).returning();
      if (row)
        await recordAudit(tx, {
          actor: owner,
          action: 'course.deleted',
          entityType: 'course',
          entityId: cid,
          before: auditedOf(row),
        });
      return row;
    }),
  );
  if (!deleted) throw new AppError('COURSE_NOT_FOUND');
}
