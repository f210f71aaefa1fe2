import type { Db } from '#server/db/client.ts';
import type { Course } from '#shared/schemas/course.ts';

/**
 * An in-process cache of the course catalogue (docs/decisions/0061-course-cache.md).
 *
 * The whole list is one entry, and single courses are looked up in it by cid, so one invalidation
 * covers both. Every course write in this process (createCourse, updateCourse, deleteCourse)
 * invalidates it at once; other processes sharing one PostgreSQL see a change after at most
 * COURSE_CACHE_TTL_MS, when their copy expires. A cid that is not in the list is never cached as
 * missing: it goes to the database every time, so a course added elsewhere is found immediately.
 *
 * Keyed by the database handle, so every app (and every test app) has its own cache.
 */
export const COURSE_CACHE_TTL_MS = 5_000;

interface Entry {
  list: Course[];
  byCid: Map<string, Course>;
  expires: number;
}

interface State {
  entry: Entry | null;
  /**
   * The load in flight, so a burst of misses makes one query, not one each. An invalidation clears
   * it, and only the load still named here may store its result: one that began before a write
   * must not be kept after it.
   */
  loading: Promise<Entry> | null;
}

const states = new WeakMap<Db, State>();

function stateOf(db: Db): State {
  let s = states.get(db);
  if (!s) {
    s = { entry: null, loading: null };
    states.set(db, s);
  }
  return s;
}

/** The cached catalogue, loading it with `load` when it is missing or older than the TTL. */
export async function cachedCourses(
  db: Db,
  load: () => Promise<Course[]>,
  now: () => number = Date.now,
): Promise<Entry> {
  const s = stateOf(db);
  if (s.entry && s.entry.expires > now()) return s.entry;
  if (s.loading) return s.loading;
  const loading = load().then((list) => {
    // Shared by every request until it expires: frozen, so nothing can change it in place.
    const entry: Entry = {
      list: Object.freeze(list) as Course[],
      byCid: new Map(list.map((c) => [c.cid, c])),
      expires: now() + COURSE_CACHE_TTL_MS,
    };
    // Only a load that saw no write since it began may be kept.
    if (s.loading === loading) s.entry = entry;
    return entry;
  });
  s.loading = loading;
  try {
    return await loading;
  } finally {
    if (s.loading === loading) s.loading = null;
  }
}

/** Drops this process's copy: the next read goes to the database. Call after every course write. */
export function invalidateCourseCache(db: Db): void {
  const s = stateOf(db);
  s.entry = null;
  s.loading = null;
}
