import type { Db } from '#server/db/client.ts';

/**
 * A value each process keeps in memory because it is read far more often than it changes (the
 * course catalogue, the school's facts; docs/decisions/0061-course-cache.md).
 *
 * Kept per database handle, so every app (and every test app) has its own copy. A write in this
 * process calls `invalidate` at once; other processes sharing one PostgreSQL see the change when
 * their copy expires, at most `ttlMs` later. A burst of misses makes one load, not one each; a load
 * that began before an invalidation is answered but not kept, so a slow read cannot put the old
 * value back after a write.
 */
export interface DbCache<T> {
  /** The cached value, loaded when there is none or it is older than the TTL. */
  read(db: Db, now?: () => number): Promise<T>;
  /** The cached value while it is fresh, without loading it (undefined otherwise). */
  peek(db: Db, now?: () => number): T | undefined;
  /** Drops this process's copy: the next read goes to the database. */
  invalidate(db: Db): void;
}

interface State<T> {
  entry: { value: T; expires: number } | null;
  /** The load in flight; only the one still named here when it finishes may be kept. */
  loading: Promise<T> | null;
}

export function createDbCache<T>(load: (db: Db) => Promise<T>, ttlMs: number): DbCache<T> {
  const states = new WeakMap<Db, State<T>>();
  const stateOf = (db: Db): State<T> => {
    let s = states.get(db);
    if (!s) {
      s = { entry: null, loading: null };
      states.set(db, s);
    }
    return s;
  };
  return {
    async read(db, now = Date.now) {
      const s = stateOf(db);
      if (s.entry && s.entry.expires > now()) return s.entry.value;
      if (s.loading) return s.loading;
      const loading = load(db).then((value) => {
        if (s.loading === loading) s.entry = { value, expires: now() + ttlMs };
        return value;
      });
      s.loading = loading;
      try {
        return await loading;
      } finally {
        if (s.loading === loading) s.loading = null;
      }
    },
    peek(db, now = Date.now) {
      const entry = states.get(db)?.entry;
      return entry && entry.expires > now() ? entry.value : undefined;
    },
    invalidate(db) {
      const s = stateOf(db);
      s.entry = null;
      s.loading = null;
    },
  };
}
