import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import bn from '#shared/i18n/bn.json' with { type: 'json' };
import bnTexts from '#web/features/cash-up/i18n/bn.json' with { type: 'json' };
import enTexts from '#web/features/cash-up/i18n/en.json' with { type: 'json' };
import en from '#shared/i18n/en.json' with { type: 'json' };
import type { CashUpDay } from '#shared/schemas/cash-up.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { answerEvery } from '#web/test/server-answers.ts';
import { CloseForm } from './close-form';

const DAY: CashUpDay = {
  day: '2026-11-27',
  today: '2026-11-27',
  methods: [
    { method: 'bkash', payments: 2, amount: 3000, refunds: 0, refunded: 0, expected: 3000 },
    { method: 'nagad', payments: 0, amount: 0, refunds: 0, refunded: 0, expected: 0 },
    { method: 'rocket', payments: 0, amount: 0, refunds: 0, refunded: 0, expected: 0 },
    { method: 'cash', payments: 1, amount: 4000, refunds: 0, refunded: 0, expected: 4000 },
    { method: 'bank', payments: 0, amount: 0, refunds: 0, refunded: 0, expected: 0 },
  ],
  total: 7000,
  refunded: 0,
  expected: 7000,
  close: null,
  late: [],
  lateRefunds: [],
  reopened: [],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe("the day's close form", () => {
  it('reads counts in Bengali digits, shows the difference as typed, and sends the figures it showed', async () => {
    await i18n.changeLanguage('bn');
    const sent = answerEvery(400, {
      code: 'VALIDATION_FAILED',
      message: 'Check the highlighted fields.',
      fields: { note: en.cashUp.errors.noteNeeded },
      fieldCodes: { note: { code: 'cashUp.errors.noteNeeded' } },
    });
    renderInApp(<CloseForm day={DAY} />);
    await userEvent.type(screen.getByLabelText('বিকাশ গোনা'), '৩০০০');
    for (const method of ['নগদ', 'রকেট', 'ব্যাংক ট্রান্সফার'])
      await userEvent.type(screen.getByLabelText(`${method} গোনা`), '০');
    await userEvent.type(screen.getByLabelText('ক্যাশ গোনা'), '৩৮০০');
    expect(screen.getByTestId('difference-cash').textContent).toBe('−৳২০০ কম');
    expect(screen.getByTestId('difference-total').textContent).toBe('−৳২০০ কম');

    await userEvent.click(screen.getByRole('button', { name: bnTexts.cashUp.day.close }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      day: '2026-11-27',
      counted: { bkash: 3000, nagad: 0, rocket: 0, cash: 3800, bank: 0 },
      note: '',
      seen: { bkash: 3000, nagad: 0, rocket: 0, cash: 4000, bank: 0 },
    });
    // The server's English rule comes back under the note in Bengali.
    expect(await screen.findByText(bn.cashUp.errors.noteNeeded)).toBeTruthy();
  });

  it('holds a count against what should be in hand: the money confirmed less the refunds paid back that day', async () => {
    const sent = answerEvery(400, { code: 'CASH_UP_CHANGED', message: 'Changed.' });
    const cash = { method: 'cash' as const, payments: 1, amount: 4000, refunds: 1, refunded: 1500, expected: 2500 };
    const day = {
      ...DAY,
      methods: DAY.methods.map((m) => (m.method === 'cash' ? cash : m)),
      refunded: 1500,
      expected: 5500,
    };
    renderInApp(<CloseForm day={day} />);
    expect(screen.getByTestId('figure-cash').textContent).toBe('৳2,500');
    expect(screen.getByTestId('refunded-cash').textContent).toBe('1 refund paid back: ৳1,500');
    for (const method of ['bKash', 'Nagad', 'Rocket', 'Bank transfer'])
      await userEvent.type(screen.getByLabelText(`${method} counted`), method === 'bKash' ? '3000' : '0');
    await userEvent.type(screen.getByLabelText('Cash counted'), '2500');
    expect(screen.getByTestId('difference-cash').textContent).toBe('৳0 even');
    expect(screen.getByTestId('difference-total').textContent).toBe('৳0 even');
    await userEvent.click(screen.getByRole('button', { name: enTexts.cashUp.day.close }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ seen: { bkash: 3000, nagad: 0, rocket: 0, cash: 2500, bank: 0 } });
  });

  it('sends nothing while a count is missing or not whole taka', async () => {
    const sent = answerEvery(201, {});
    renderInApp(<CloseForm day={DAY} />);
    await userEvent.type(screen.getByLabelText('bKash counted'), '30.5');
    await userEvent.click(screen.getByRole('button', { name: enTexts.cashUp.day.close }));
    expect((await screen.findAllByText(en.cashUp.errors.counted)).length).toBe(5);
    expect(sent).toHaveLength(0);
  });
});
