import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * `insert into <table> (…) select $1::<type>, … from <from>`: one row, written once for each row
 * `from` yields and not at all when it yields none. A write that must happen only if an earlier
 * part of the same statement happened (a data-modifying WITH) is written so: the whole statement
 * is one atomic step, with no transaction around it. Each value is sent as a parameter, cast to its
 * column's type; a key left undefined takes the column's default.
 */
export function insertRowFrom<T extends PgTable>(table: T, row: Partial<T['$inferInsert']>, from: SQL): SQL {
  const values = row as Record<string, unknown>;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => values[key] !== undefined);
  const names = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  const params = sql.join(
    columns.map(([key, column]) => sql`${sql.param(values[key], column)}::${sql.raw(column.getSQLType())}`),
    sql`, `,
  );
  return sql`insert into ${table} (${names}) select ${params} from ${from}`;
}
