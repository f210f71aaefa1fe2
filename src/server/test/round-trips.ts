import pg from 'pg';
import type { Database } from '#server/db/client.ts';

/** Test helper (not part of the app): counts the statements a piece of work sends to the database. */
export interface RoundTrips {
  /** Every statement sent since the count started, in order, BEGIN and COMMIT included. */
  readonly statements: string[];
  stop(): void;
}

type Query = (...args: unknown[]) => Promise<unknown>;
interface PgliteLike {
  query: Query;
  exec: Query;
  transaction: (fn: (tx: { query: Query; exec: Query }) => Promise<unknown>) => Promise<unknown>;
}

const textOf = (q: unknown) =>
  String(typeof q === 'string' ? q : ((q as { text?: string } | null)?.text ?? q))
    .replace(/\s+/g, ' ')
    .slice(0, 160);

/**
 * Starts counting round trips to `database`: on PostgreSQL every query a `pg` client sends (a pool's
 * query goes through one, and a transaction's BEGIN and COMMIT are queries of their own); on PGlite
 * every query and exec of the instance and of its transactions, a transaction adding its BEGIN and
 * its COMMIT (or ROLLBACK), as it would on a server.
 */
export function countRoundTrips(database: Database): RoundTrips {
  const statements: string[] = [];
  if (database.kind === 'postgres') {
    const proto = pg.Client.prototype as unknown as { query: Query };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      statements.push(textOf(args[0]));
      return original.apply(this, args);
    };
    return {
      statements,
      stop: () => {
        proto.query = original;
      },
    };
  }
  const client = (database.db as unknown as { $client: PgliteLike }).$client;
  const { query, exec, transaction } = client;
  client.query = (...args) => {
    statements.push(textOf(args[0]));
    return query.apply(client, args);
  };
  client.exec = (...args) => {
    statements.push(textOf(args[0]));
    return exec.apply(client, args);
  };
  client.transaction = (fn) =>
    transaction.call(client, async (tx) => {
      statements.push('BEGIN');
      const counted = {
        ...tx,
        query: (...args: unknown[]) => {
          statements.push(textOf(args[0]));
          return tx.query(...args);
        },
        exec: (...args: unknown[]) => {
          statements.push(textOf(args[0]));
          return tx.exec(...args);
        },
      };
      try {
        const result = await fn(counted);
        statements.push('COMMIT');
        return result;
      } catch (err) {
        statements.push('ROLLBACK');
        throw err;
      }
    });
  return {
    statements,
    stop: () => {
      Object.assign(client, { query, exec, transaction });
    },
  };
}
