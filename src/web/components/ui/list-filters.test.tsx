import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ManageList, useListControls, type ListQuery } from './manage-list';
import { CountTabs } from './list-filters';

interface Order {
  oid: string;
  name: string;
  status: 'pending' | 'running';
}

const ORDERS: Order[] = [
  { oid: 'OID1', name: 'Rumana', status: 'pending' },
  { oid: 'OID2', name: 'Abdul', status: 'running' },
  { oid: 'OID3', name: 'Jahid', status: 'pending' },
];

/** A staff list over rows in memory that filters and sorts as the server does. */
function Orders() {
  const controls = useListControls({ sort: 'oid' });
  const status = controls.filters.status;
  const matching = ORDERS.filter((o) => !status || o.status === status).sort((a, b) =>
    controls.sort === 'name' ? a.name.localeCompare(b.name) : a.oid.localeCompare(b.oid),
  );
  const count = (s?: Order['status']) => ORDERS.filter((o) => !s || o.status === s).length;
  const list: ListQuery<Order> = {
    data: {
      items: matching.slice((controls.page - 1) * controls.limit, controls.page * controls.limit),
      total: matching.length,
    },
    isPending: false,
    isError: false,
    isPlaceholderData: false,
    refetch: () => {},
  };
  return (
    <MemoryRouter>
      <ManageList
        controls={controls}
        list={list}
        search={{ label: 'Search orders' }}
        filters={
          <CountTabs
            label="Status"
            value={status}
            onChange={(v) => controls.setFilterValue('status', v)}
            tabs={[
              { value: undefined, label: 'All', count: count() },
              { value: 'pending', label: 'Pending', count: count('pending') },
              { value: 'running', label: 'Running', count: count('running') },
            ]}
          />
        }
        sortOptions={[
          { value: 'oid', label: 'Order id' },
          { value: 'name', label: 'Name' },
        ]}
        caption="Orders"
        rowKey={(o) => o.oid}
        loadFailed="The orders could not be loaded."
        columns={() => [
          { header: 'Name', cell: (o) => o.name, role: 'title' },
          { header: 'Status', cell: (o) => o.status },
        ]}
      />
    </MemoryRouter>
  );
}

const shownNames = () =>
  within(screen.getByRole('table', { name: 'Orders' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('list filters and order', () => {
  it('shows the rows in the chosen order', async () => {
    const user = userEvent.setup();
    render(<Orders />);
    expect(shownNames()).toEqual(['Rumana', 'Abdul', 'Jahid']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name');
    expect(shownNames()).toEqual(['Abdul', 'Jahid', 'Rumana']);
  });

  it('tabs carry their counts and filter the list; "See All Data" removes the filter', async () => {
    const user = userEvent.setup();
    render(<Orders />);
    const tabs = within(screen.getByRole('group', { name: 'Status' }));
    expect(tabs.getAllByRole('button').map((b) => b.textContent)).toEqual(['All3', 'Pending2', 'Running1']);
    expect(tabs.getByRole('button', { name: 'All 3' }).getAttribute('aria-pressed')).toBe('true');

    await user.click(tabs.getByRole('button', { name: 'Running 1' }));
    expect(shownNames()).toEqual(['Abdul']);
    expect(tabs.getByRole('button', { name: 'Running 1' }).getAttribute('aria-pressed')).toBe('true');
    expect(tabs.getByRole('button', { name: 'All 3' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'See All Data' }));
    expect(shownNames()).toEqual(['Rumana', 'Abdul', 'Jahid']);
  });

  it('labels every cell with its column, for the card a phone shows instead of the table', () => {
    render(<Orders />);
    const firstRow = within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')[1]!;
    expect(
      within(firstRow)
        .getAllByRole('cell')
        .map((c) => c.getAttribute('data-label')),
    ).toEqual(['Name', 'Status']);
  });
});
