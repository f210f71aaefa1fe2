import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Ledger } from '#shared/schemas/payment.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { ledgerQueryOptions } from '#web/features/payments/api/get-ledger.ts';
import { ThankYouPage, type ThankYouState } from './thankyou';

function renderThankYou(state?: ThankYouState, ledger?: Ledger) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (ledger) client.setQueryData(ledgerQueryOptions(ledger.oid).queryKey, ledger);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[{ pathname: '/thankyou', state }]}>
        <ThankYouPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ledgerOf = (oid: string, parts: { amount: number; dueDate: string }[]): Ledger => ({
  oid,
  price: 6000,
  discount: 0,
  paid: 0,
  refunded: 0,
  transferredIn: 0,
  transferredOut: 0,
  net: 0,
  due: 6000,
  toRefund: 0,
  endedAs: null,
  transferredFrom: null,
  transferredTo: null,
  overdue: 0,
  nextDueDate: parts[0]!.dueDate,
  instalments: parts.map((p) => ({ ...p, paid: 0, due: p.amount, overdue: false })),
  payments: [],
});

describe('the thank-you page', () => {
  it('after a booking, names the new order’s OID and links its order card', () => {
    renderThankYou({ oid: 'OID12345678' }, ledgerOf('OID12345678', [{ amount: 6000, dueDate: todayInDhaka() }]));
    expect(screen.getByText('Your order ID:')).toBeTruthy();
    const card = screen.getByRole('link', { name: 'OID12345678' });
    expect(card.getAttribute('href')).toBe('/orderDetails/OID12345678');
    // The spec's texts and links stay.
    expect(screen.getByRole('link', { name: 'Show More' }).getAttribute('href')).toBe('/courses');
    expect(screen.getByRole('link', { name: 'Contact me' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Go to My Course' }).getAttribute('href')).toBe('/dashboard/my-course');
  });

  it('leads to paying what is due at booking, on My Course where the order’s payments are', () => {
    const today = todayInDhaka();
    renderThankYou(
      { oid: 'OID12345678' },
      ledgerOf('OID12345678', [
        { amount: 2000, dueDate: today },
        { amount: 4000, dueDate: addDays(today, 30) },
      ]),
    );
    const pay = screen.getByRole('link', { name: 'Pay ৳2,000 now' });
    expect(pay.getAttribute('href')).toBe('/dashboard/my-course#pay-OID12345678');
  });

  it('opened without a booking, names no order', () => {
    renderThankYou();
    expect(screen.queryByText('Your order ID:')).toBeNull();
    expect(screen.getByRole('link', { name: 'Show More' })).toBeTruthy();
  });
});
