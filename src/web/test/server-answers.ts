import { vi } from 'vitest';
import type { Ledger } from '#shared/schemas/payment.ts';

/**
 * The server answers every request with `status` and `body`, as JSON; the bodies sent (parsed) are
 * recorded in the returned list, in order. For a form's test: what it sent, and what it showed.
 */
export function answerEvery(status: number, body: unknown): unknown[] {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: URL | string, init?: RequestInit) => {
      if (init?.body) sent.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

/** The server answers every request with `rows` as one page of a list: the rows, and their count in `x-total-count`. */
export function answerList(rows: readonly unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(rows), {
          status: 200,
          headers: { 'content-type': 'application/json', 'x-total-count': String(rows.length) },
        }),
    ),
  );
}

/** An order's ledger for a test: a ৳12,000 course paid in full with nothing refunded or moved; `extra` changes it. */
export const ledgerOf = (extra: Partial<Ledger> = {}): Ledger => ({
  oid: 'OID12345678',
  price: 12000,
  discount: 0,
  paid: 12000,
  refunded: 0,
  transferredIn: 0,
  transferredOut: 0,
  net: 12000,
  due: 0,
  toRefund: 0,
  endedAs: null,
  transferredFrom: null,
  transferredTo: null,
  overdue: 0,
  nextDueDate: null,
  instalments: [],
  payments: [],
  ...extra,
});
