import { describe, expect, it } from 'vitest';
import { dueNow } from './due-now';

const part = (dueDate: string, amount: number, paid = 0) => ({
  dueDate,
  amount,
  paid,
  due: amount - paid,
  overdue: false,
});

describe('what is due now, the amount "Record cash" offers', () => {
  it('is every unpaid part whose day has come, overdue and today’s together', () => {
    const ledger = {
      due: 9000,
      instalments: [part('2026-01-01', 3000), part('2026-02-01', 3000), part('2026-03-01', 3000)],
    };
    expect(dueNow(ledger, '2026-02-01')).toBe(6000);
  });

  it('counts what was paid of a part', () => {
    const ledger = { due: 4000, instalments: [part('2026-01-01', 3000, 2000), part('2026-03-01', 3000)] };
    expect(dueNow(ledger, '2026-02-01')).toBe(1000);
  });

  it('is the next part when none has fallen due yet', () => {
    const ledger = { due: 6000, instalments: [part('2026-05-01', 2000), part('2026-06-01', 4000)] };
    expect(dueNow(ledger, '2026-02-01')).toBe(2000);
  });

  it('is the whole due of an order without parts (a fee due on its start date)', () => {
    expect(dueNow({ due: 4500, instalments: [] }, '2026-02-01')).toBe(4500);
    expect(dueNow({ due: 4500, instalments: [part('2026-09-01', 4500)] }, '2026-02-01')).toBe(4500);
  });

  it('is never more than the order’s due, and 0 when nothing is due', () => {
    expect(dueNow({ due: 500, instalments: [part('2026-01-01', 3000)] }, '2026-02-01')).toBe(500);
    expect(dueNow({ due: 0, instalments: [part('2026-01-01', 3000, 3000)] }, '2026-02-01')).toBe(0);
  });
});
