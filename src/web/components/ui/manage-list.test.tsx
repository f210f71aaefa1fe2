import { useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ListLoadError } from './list-load-error';
import { ManageList, RowActions, useListControls, type ListDelete, type ListQuery } from './manage-list';

interface Student {
  id: string;
  name: string;
}

const students = (count: number): Student[] =>
  Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { id: `S${n}`, name: `Student ${n}` };
  });

/** What the list asked its query for: the searched key, the page and the page size. */
interface Asked {
  filter?: string;
  page: number;
  limit: number;
}

/**
 * A staff list of students over rows held in memory, answering as the server does: the rows whose
 * name holds the searched key, one page of them and their total. `failFirst` makes the first load
 * fail until the list asks again.
 */
function Students({
  rows,
  onQuery = () => {},
  failFirst = false,
  empty,
  remove,
  pending = false,
}: {
  rows: Student[];
  onQuery?: (asked: Asked) => void;
  failFirst?: boolean;
  empty?: string;
  remove?: ListDelete;
  pending?: boolean;
}) {
  const controls = useListControls();
  const { filter, page, limit } = controls;
  const [failing, setFailing] = useState(failFirst);
  useEffect(() => onQuery({ filter, page, limit }), [onQuery, filter, page, limit]);

  const matching = rows.filter((s) => !filter || s.name.includes(filter));
  const list: ListQuery<Student> = {
    data:
      failing || pending
        ? undefined
        : { items: matching.slice((page - 1) * limit, page * limit), total: matching.length },
    isPending: pending,
    isError: failing,
    isPlaceholderData: false,
    refetch: () => setFailing(false),
  };
  return (
    <MemoryRouter>
      <ManageList
        controls={controls}
        list={list}
        search={{ label: 'Student name', placeholder: 'Student 07' }}
        caption="Students"
        rowKey={(s) => s.id}
        loadFailed="The students could not be loaded."
        empty={empty && <p>{empty}</p>}
        remove={remove}
        columns={(askDelete) => [
          { header: 'Name', cell: (s) => s.name },
          {
            header: 'Actions',
            cell: (s) => <RowActions to={`/students/${s.id}`} name={s.name} onDelete={() => askDelete(s)} />,
          },
        ]}
      />
    </MemoryRouter>
  );
}

/** The names in the table's body, top to bottom. */
const shownNames = () =>
  within(screen.getByRole('table', { name: 'Students' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

const names = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Student ${String(from + i).padStart(2, '0')}`);

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('ManageList', () => {
  it('shows the first page of rows under their column headers, with where it is in the list', () => {
    render(<Students rows={students(23)} />);
    const table = screen.getByRole('table', { name: 'Students' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Actions']);
    expect(shownNames()).toEqual(names(1, 10));
    expect(screen.getByText('1–10 of 23')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);
    expect(button('Next').disabled).toBe(false);
    // Each row's actions are named after the row, so one "Delete" is told from the others.
    expect(screen.getByRole('link', { name: 'Edit Student 03' }).getAttribute('href')).toBe('/students/S03');
    expect(button('Delete Student 03')).toBeTruthy();
  });

  it('shows a spinner while the first page loads', () => {
    render(<Students rows={students(3)} pending />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryByText('Student 01')).toBeNull();
  });

  it('pages forward and back, asking for each page, and stops at either end', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    render(<Students rows={students(23)} onQuery={onQuery} />);
    expect(onQuery).toHaveBeenLastCalledWith({ filter: undefined, page: 1, limit: 10 });

    await user.click(button('Next'));
    expect(onQuery).toHaveBeenLastCalledWith({ filter: undefined, page: 2, limit: 10 });
    expect(shownNames()).toEqual(names(11, 20));
    expect(screen.getByText('11–20 of 23')).toBeTruthy();

    await user.click(button('Next'));
    expect(shownNames()).toEqual(names(21, 23));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);

    await user.click(button('Previous'));
    expect(onQuery).toHaveBeenLastCalledWith({ filter: undefined, page: 2, limit: 10 });
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('offers 10 to 30 rows a page, and a new page size starts again on page 1', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    render(<Students rows={students(23)} onQuery={onQuery} />);
    const size = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' });
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '15', '20', '25', '30']);
    expect(size.value).toBe('10');

    await user.click(button('Next'));
    await user.selectOptions(size, '15');
    expect(onQuery).toHaveBeenLastCalledWith({ filter: undefined, page: 1, limit: 15 });
    expect(shownNames()).toEqual(names(1, 15));
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    await user.selectOptions(size, '25');
    expect(onQuery).toHaveBeenLastCalledWith({ filter: undefined, page: 1, limit: 25 });
    expect(shownNames()).toEqual(names(1, 23));
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
  });

  it('searches for the typed key from page 1, and "See All Data" shows everything again', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    render(<Students rows={students(23)} onQuery={onQuery} />);
    await user.click(button('Next'));

    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Student name' });
    expect(box.placeholder).toBe('Student 07');
    // The key is sent without the spaces around it, and the results start on their first page.
    await user.type(box, '  Student  ');
    await user.click(button('Search'));
    expect(onQuery).toHaveBeenLastCalledWith({ filter: 'Student', page: 1, limit: 10 });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();

    await user.clear(box);
    await user.type(box, 'Student 1');
    await user.click(button('Search'));
    expect(onQuery).toHaveBeenLastCalledWith({ filter: 'Student 1', page: 1, limit: 10 });
    expect(shownNames()).toEqual(names(10, 19));
    expect(screen.getByText('1–10 of 10')).toBeTruthy();

    await user.click(button('See All Data'));
    expect(onQuery).toHaveBeenLastCalledWith({ filter: undefined, page: 1, limit: 10 });
    expect(box.value).toBe('');
    expect(shownNames()).toEqual(names(1, 10));
  });

  it('searches by pressing Enter in the box too, and never for an empty key', async () => {
    const user = userEvent.setup();
    const onQuery = vi.fn();
    render(<Students rows={students(23)} onQuery={onQuery} />);
    await user.click(button('Search'));
    expect(onQuery).toHaveBeenCalledTimes(1);
    expect(shownNames()).toEqual(names(1, 10));

    await user.type(screen.getByRole('textbox', { name: 'Student name' }), 'Student 22{Enter}');
    expect(onQuery).toHaveBeenLastCalledWith({ filter: 'Student 22', page: 1, limit: 10 });
    expect(shownNames()).toEqual(['Student 22']);
  });

  it('says nothing matched in the table when a search finds no row, rather than the list being empty', async () => {
    const user = userEvent.setup();
    render(<Students rows={students(3)} empty="No students yet." />);
    await user.type(screen.getByRole('textbox', { name: 'Student name' }), 'Nobody{Enter}');
    const table = screen.getByRole('table', { name: 'Students' });
    expect(within(table).getByText('Nothing to show.')).toBeTruthy();
    expect(screen.queryByText('No students yet.')).toBeNull();
    expect(button('Next').disabled).toBe(true);
  });

  it('shows its empty state instead of a table when there is nothing at all', () => {
    render(<Students rows={[]} empty="No students yet." />);
    expect(screen.getByText('No students yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    // The search stays: the list is empty, not broken.
    expect(screen.getByRole('search')).toBeTruthy();
  });

  it('says when the list could not be loaded, and Try again loads it', async () => {
    const user = userEvent.setup();
    render(<Students rows={students(3)} failFirst />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The students could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(shownNames()).toEqual(names(1, 3));
  });

  it('moves back to the last page there is when its rows are gone, without a render-time update', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const user = userEvent.setup();
    const onQuery = vi.fn();
    const { rerender } = render(<Students rows={students(23)} onQuery={onQuery} />);
    await user.click(button('Next'));
    await user.click(button('Next'));
    expect(shownNames()).toEqual(names(21, 23));

    // The last three rows were deleted (here or by someone else): page 3 no longer exists.
    rerender(<Students rows={students(20)} onQuery={onQuery} />);
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    expect(onQuery).toHaveBeenLastCalledWith({ filter: undefined, page: 2, limit: 10 });
    expect(shownNames()).toEqual(names(11, 20));
    // React reports a state update made while rendering another component through console.error.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('asks before deleting a row, and deletes it by its key only on Yes', async () => {
    const user = userEvent.setup();
    const mutate = vi.fn<ListDelete['mutation']['mutate']>((_key, options) => options.onSettled());
    render(
      <Students
        rows={students(5)}
        remove={{ message: 'Delete this student?', mutation: { mutate, isPending: false } }}
      />,
    );

    await user.click(button('Delete Student 03'));
    const dialog = screen.getByRole('dialog', { name: 'Delete this student?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button('Delete Student 04'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toBe('S04');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ListLoadError', () => {
  it('announces the message and calls onRetry on Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ListLoadError message="The courses could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The courses could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
