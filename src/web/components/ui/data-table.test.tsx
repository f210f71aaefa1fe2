import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type Column } from './data-table';

interface Payment {
  trxId: string;
  amount: number;
}

const columns: Column<Payment>[] = [
  { header: 'TrxID', cell: (p) => p.trxId },
  { header: 'Amount', cell: (p) => p.amount },
  { header: 'Actions', cell: (p) => <button type="button">{`Confirm ${p.trxId}`}</button>, role: 'actions' },
];

/** The payments table, drawn `contentWidth` pixels wide in a box `boxWidth` wide (the DOM here lays nothing out). */
function renderTable(contentWidth: number, boxWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
  render(
    <>
      <button type="button">Before</button>
      <DataTable
        caption="Payments"
        columns={columns}
        rows={[{ trxId: 'BK7Q2M9XJ4', amount: 2000 }]}
        rowKey={(p) => p.trxId}
      />
    </>,
  );
}

describe('a staff list’s table', () => {
  afterEach(() => vi.restoreAllMocks());

  it('wider than its box, the box is a region named by the caption that Tab reaches before the rows’ buttons', async () => {
    renderTable(1100, 700);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    const region = screen.getByRole('region', { name: 'Payments' });
    expect(document.activeElement).toBe(region);
    expect(region.contains(screen.getByRole('table', { name: 'Payments' }))).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm BK7Q2M9XJ4' }));
  });

  it('that fits its box (or a phone’s cards), adds no stop to the Tab order and no region', async () => {
    renderTable(700, 700);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm BK7Q2M9XJ4' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
