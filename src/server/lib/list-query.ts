import { asc, desc, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseSort, type SortValue } from '#shared/schemas/list.ts';

/** LIKE's own wildcards and its escape character, taken literally in a search. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Rows where any of `columns` contains `text`, ignoring case. */
export function anyContains(text: string, columns: AnyColumn[]): SQL | undefined {
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((c) => ilike(c, pattern)));
}

/**
 * ORDER BY for a list's `sort`: the chosen column in the chosen direction, then `tieBreak` so that
 * rows with equal values keep one order from page to page.
 */
export function sortOrder<F extends string>(
  sort: SortValue<F>,
  columns: Record<F, AnyColumn | SQL>,
  tieBreak: AnyColumn,
): SQL[] {
  const { field, descending } = parseSort(sort);
  const direction = descending ? desc : asc;
  return [direction(columns[field]), direction(tieBreak)];
}
