import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInApp } from '#web/test/render.tsx';
import { ledgerOf } from '#web/test/server-answers.ts';
import { TransferForm } from './transfer-form';

/** An order that holds ৳12,000 (paid in full for a ৳12,000 course). */
const ledger = ledgerOf();

/** The server: the order's ledger, and the transfer's answer; the transfer's body is recorded. */
function server() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (String(url).includes('/ledger')) return json(200, ledger);
      sent.push(JSON.parse(String(init?.body)));
      return json(201, {
        from: 'OID12345678',
        to: 'OID87654321',
        credit: 12000,
        price: 6000,
        due: 0,
        refund: { id: 'r1', amount: 6000 },
        batchId: null,
      });
    }),
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

const courses = [
  { cid: 'manual-car', title: 'Manual car', price: 12000 },
  { cid: 'motorcycle', title: 'Motorcycle', price: 6000 },
  { cid: 'heavy-truck', title: 'Heavy truck', price: 15000 },
];

describe('Move to another course', () => {
  it('offers the other courses, says what follows before asking to be sure, then moves the order', async () => {
    const sent = server();
    renderInApp(<TransferForm oid="OID12345678" cid="manual-car" sdate="2026-12-01" courses={courses} batches={[]} />);
    const course = screen.getByLabelText('New course');
    expect(within(course).queryByRole('option', { name: /Manual car/ })).toBeNull();
    await userEvent.selectOptions(course, 'heavy-truck');
    expect(await screen.findByText('Then due on the new order: ৳3,000.')).toBeTruthy();
    await userEvent.selectOptions(course, 'motorcycle');
    expect(
      screen.getByText('The new course costs less: ৳6,000 is offered back as a refund request for the owner.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Move the order' }));
    expect(sent).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Move it' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ cid: 'motorcycle', batchId: null, sdate: '2026-12-01' });
    expect((await screen.findAllByText('Moved: the new order is OID87654321.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Open the new order' }).getAttribute('href')).toBe(
      '/dashboard/manage-order/edit-order/OID87654321',
    );
  });
});
