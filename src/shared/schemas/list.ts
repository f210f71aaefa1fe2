import { z } from 'zod';

/**
 * The controls every staff list shares: one search box whose text finds rows by any of their
 * fields, and an order (`sort`: a field's name, with "-" in front for descending).
 */
export const ListSearchSchema = z.string().trim().min(1).max(100);

export type SortValue<F extends string> = F | `-${F}`;

/** The `sort` parameter of a list that can be ordered by `fields`. */
export function sortSchema<F extends string>(fields: readonly [F, ...F[]]) {
  const values = fields.flatMap((f) => [f, `-${f}`]) as [SortValue<F>, ...SortValue<F>[]];
  return z.enum(values);
}

/** A sort value split into its field and direction. */
export function parseSort<F extends string>(sort: SortValue<F>): { field: F; descending: boolean } {
  return sort.startsWith('-')
    ? { field: sort.slice(1) as F, descending: true }
    : { field: sort as F, descending: false };
}
