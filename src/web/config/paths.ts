import { PAGES, type PageName } from '#shared/pages.ts';

/** A value for each of a pattern's parameters, in order (`/roster/:batchId/:date` → two). */
type Values<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...Values<Rest>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A page's link: its address, or for an address with parameters, the function that fills them in. */
type PathTo<P extends string> = Values<P> extends [] ? P : (...values: Values<P>) => string;

/** Fills a pattern's parameters in order, each encoded as one path segment. */
function fill(pattern: string, values: readonly string[]): string {
  let next = 0;
  return pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(values[next++] ?? ''));
}

/**
 * Every page's link, by the page's name in the list of pages (#shared/pages.ts), so links are never
 * hand-typed strings: `paths.courses` is `/courses`, `paths.course(cid)` `/course/<cid>`.
 */
export const paths = Object.fromEntries(
  Object.entries(PAGES).map(([name, { path }]) => [
    name,
    path.includes(':') ? (...values: string[]) => fill(path, values) : path,
  ]),
) as unknown as { readonly [N in PageName]: PathTo<(typeof PAGES)[N]['path']> };
