import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Collections, DueRow, Dues } from '#shared/schemas/report.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { byDate, CollectionsReport } from './collections-report';
import { DuesList, matchesDue } from './dues-list';

/** The server answers every request with `status` and `body`; the addresses asked for are recorded. */
function serverAnswers(status: number, body: unknown) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string) => {
      asked.push(String(url));
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

const row = (over: Partial<DueRow> = {}): DueRow => ({
  oid: 'OID12345678',
  sid: 'SID00000042',
  name: 'Nusrat Jahan',
  phone: '01712345678',
  courseTitle: 'Manual Car',
  courseTitleBn: 'ম্যানুয়াল কার',
  bookedOn: '2026-11-01',
  price: 12000,
  discount: 0,
  paid: 2000,
  refunded: 0,
  net: 2000,
  due: 10000,
  toRefund: 0,
  overdue: 0,
  nextDueDate: '2026-12-01',
  ...over,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('finding a student among the dues', () => {
  it('finds by part of the name in any case, by SID, by order, and by a phone however it is written', () => {
    const r = row();
    for (const search of [
      'nusrat',
      'JAHAN',
      'sid00000042',
      'OID12345678',
      '01712-345678',
      '+880 1712 345678',
      '০১৭১২৩৪৫৬৭৮',
      '',
    ])
      expect(matchesDue(r, search), search).toBe(true);
    for (const search of ['Karim', '01812345678', 'OID9']) expect(matchesDue(r, search), search).toBe(false);
  });
});

describe('the dues list', () => {
  it('shows the totals and marks an overdue debt in words, not by colour alone', async () => {
    const dues: Dues = {
      rows: [row({ oid: 'OID00000001', overdue: 4000, nextDueDate: '2026-10-01' }), row({ oid: 'OID00000002' })],
      total: 20000,
      overdue: 4000,
      toRefund: 0,
    };
    serverAnswers(200, dues);
    renderInApp(<DuesList />);
    expect(await screen.findByText('৳20,000')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Dues' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByTestId('overdue').textContent).toBe('Overdue ৳4,000');
    expect(within(second!).getByText('On time')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'Open order OID00000001' }).getAttribute('href')).toBe(
      '/dashboard/manage-order/edit-order/OID00000001',
    );
    expect(within(first!).getByRole('link', { name: '01712-345678' }).getAttribute('href')).toBe('tel:+8801712345678');
  });

  it('names the course in the page’s language: its Bengali title on a Bengali page, else the English', async () => {
    await i18n.changeLanguage('bn');
    serverAnswers(200, {
      rows: [row(), row({ oid: 'OID00000003', courseTitle: 'Scooty', courseTitleBn: '' })],
      total: 20000,
      overdue: 0,
      toRefund: 0,
    });
    renderInApp(<DuesList />);
    expect(await screen.findByText('ম্যানুয়াল কার')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).queryByText('Manual Car')).toBeNull();
    // A course whose owner gave no Bengali title keeps its English one.
    expect(within(table).getByText('Scooty')).toBeTruthy();
  });

  it('shows an order paid beyond its fee as "to refund", not as owing', async () => {
    const dues: Dues = {
      rows: [row({ oid: 'OID00000001' }), row({ oid: 'OID00000003', paid: 13500, net: 13500, due: 0, toRefund: 1500 })],
      total: 10000,
      overdue: 0,
      toRefund: 1500,
    };
    serverAnswers(200, dues);
    renderInApp(<DuesList />);
    await waitFor(() => expect(screen.getByTestId('dues-to-refund').textContent).toBe('To refund৳1,500'));
    const table = screen.getByRole('table', { name: 'Dues' });
    expect(screen.getByTestId('dues-count').textContent).toBe('Orders owing1');
    const [owing, over] = within(table).getAllByRole('row').slice(1);
    expect(within(owing!).queryByTestId('due-to-refund')).toBeNull();
    expect(within(over!).getByTestId('due-to-refund').textContent).toBe('To refund৳1,500');
  });

  it('says so when nobody owes anything', async () => {
    serverAnswers(200, { rows: [], total: 0, overdue: 0, toRefund: 0 });
    renderInApp(<DuesList />);
    expect(await screen.findByText('Nobody owes anything: every order is paid.')).toBeTruthy();
  });
});

describe('collections', () => {
  const report: Collections = {
    from: '2026-11-01',
    to: '2026-11-25',
    days: [
      { date: '2026-11-03', method: 'cash', payments: 1, amount: 1000 },
      { date: '2026-11-02', method: 'bkash', payments: 2, amount: 5000 },
      { date: '2026-11-03', method: 'bkash', payments: 1, amount: 2000 },
    ],
    months: [
      { date: '2026-11', method: 'bkash', payments: 3, amount: 7000 },
      { date: '2026-11', method: 'cash', payments: 1, amount: 1000 },
    ],
    total: 8000,
    refundDays: [],
    refunded: 0,
    net: 8000,
  };

  it('puts each day on one line with a column per method and the day’s total', () => {
    const lines = byDate(report.days);
    expect(lines.map((l) => [l.date, l.methods.bkash.amount, l.methods.cash.amount, l.amount])).toEqual([
      ['2026-11-02', 5000, 0, 5000],
      ['2026-11-03', 2000, 1000, 3000],
    ]);
  });

  it('shows the total and each method by the catalogue’s name, and offers the range as CSV', async () => {
    serverAnswers(200, report);
    renderInApp(<CollectionsReport />, { route: '/dashboard/collections' });
    expect((await screen.findByTestId('collections-total')).textContent).toContain('৳8,000');
    expect(screen.getByTestId('collections-method-bank').textContent).toContain('Bank transfer');
    expect(screen.getByTestId('collections-method-bkash').textContent).toContain('৳7,000');
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/reports/collections.csv?from=2026-11-01&to=2026-11-25',
    );
  });

  it('takes the refunds of the range off: refunded, what was kept, and the refunds as CSV', async () => {
    serverAnswers(200, {
      ...report,
      refundDays: [
        { date: '2026-11-04', method: 'bkash', payments: 2, amount: 1500 },
        { date: '2026-11-05', method: 'cash', payments: 1, amount: 500 },
      ],
      refunded: 2000,
      net: 6000,
    });
    renderInApp(<CollectionsReport />, { route: '/dashboard/collections' });
    expect((await screen.findByTestId('collections-refunded')).textContent).toBe('Refunded৳2,0003 refunds');
    expect(screen.getByTestId('collections-net').textContent).toContain('৳6,000');
    expect(screen.getByRole('link', { name: 'Refunds CSV' }).getAttribute('href')).toBe(
      '/api/reports/refunds.csv?from=2026-11-01&to=2026-11-25',
    );
  });

  it('refuses an end before the start under To, before asking the server', async () => {
    const asked = serverAnswers(200, report);
    renderInApp(<CollectionsReport />, { route: '/dashboard/collections' });
    await screen.findByTestId('collections-total');
    const before = asked.length;
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date is before the start date.')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(asked.length).toBe(before);
  });

  it('shows the server’s refusal of a range under its field, in Bengali on a Bengali page', async () => {
    await i18n.changeLanguage('bn');
    serverAnswers(400, {
      code: 'VALIDATION_FAILED',
      message: 'Invalid request',
      fields: { to: 'The end date is before the start date.' },
      fieldCodes: { to: { code: 'reports.errors.order' } },
    });
    renderInApp(<CollectionsReport />, { route: '/dashboard/collections?from=2026-05-01&to=2026-04-01' });
    const to = screen.getByLabelText('শেষ');
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('শেষের তারিখ শুরুর তারিখের আগে হতে পারে না।')).toBeTruthy();
  });
});
