/**
 * A query built once per database handle and then only executed. Building a Drizzle query (walking
 * its columns and SQL pieces) costs more than sending it; the hottest queries (who is calling, the
 * rate limiter, a booking's re-read, a verification) are built once with placeholders instead.
 * Keyed by the handle it was built on, so a query prepared on one database or transaction is never
 * run on another.
 */
export function preparedOn<H extends object, Q>(build: (handle: H) => Q): (handle: H) => Q {
  const built = new WeakMap<H, Q>();
  return (handle) => {
    let query = built.get(handle);
    if (query === undefined) {
      query = build(handle);
      built.set(handle, query);
    }
    return query;
  };
}
