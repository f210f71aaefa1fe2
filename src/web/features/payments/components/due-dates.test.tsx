import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Ledger } from '#shared/schemas/payment.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { ledgerOf } from '#web/test/server-answers.ts';
import { suggestedAmount } from './bkash-checkout';
import { DueDates } from './due-dates';

const ledger = (extra: Partial<Ledger> = {}): Ledger =>
  ledgerOf({
    oid: 'OID00000001',
    paid: 6000,
    net: 6000,
    due: 6000,
    overdue: 6000,
    nextDueDate: '2026-12-01',
    instalments: [
      { amount: 6000, dueDate: '2026-11-01', paid: 6000, due: 0, overdue: false },
      { amount: 6000, dueDate: '2026-12-01', paid: 0, due: 6000, overdue: true },
    ],
    ...extra,
  });

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('when to pay', () => {
  it('lists each part with its date; an overdue part says so in words, not colour alone', () => {
    renderInApp(<DueDates ledger={ledger()} />);
    expect(screen.getByRole('status').textContent).toBe('৳6,000 is overdue. Please pay it, or speak to the office.');
    const parts = screen.getAllByTestId('due-part').map((li) => li.textContent);
    expect(parts).toEqual([
      'Part 1 ৳6,000by 1 November 2026✓ Paid',
      'Part 2 ৳6,000by 1 December 2026! Overdue: ৳6,000',
    ]);
  });

  it('in Bengali, with Bengali digits and month names', async () => {
    await i18n.changeLanguage('bn');
    renderInApp(
      <DueDates
        ledger={ledger({
          overdue: 0,
          instalments: [ledger().instalments[0]!, { ...ledger().instalments[1]!, overdue: false }],
        })}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getAllByTestId('due-part')[1]!.textContent).toBe('কিস্তি ২ ৳৬,০০০১ ডিসেম্বর, ২০২৬-এর মধ্যেএখনো সময় আছে');
  });

  it('bKash suggests what is overdue, else the next part, never more than is due', () => {
    expect(suggestedAmount(ledger())).toBe(6000);
    const fresh = ledger({
      paid: 0,
      due: 12000,
      overdue: 0,
      instalments: [
        { amount: 6000, dueDate: '2026-11-01', paid: 0, due: 6000, overdue: false },
        { amount: 6000, dueDate: '2026-12-01', paid: 0, due: 6000, overdue: false },
      ],
    });
    expect(suggestedAmount(fresh)).toBe(6000);
  });
});
