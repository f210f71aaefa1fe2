import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Vehicle } from '#shared/schemas/batch.ts';
import { bn, en } from '#web/test/texts.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { BatchDetailView } from './batch-detail';
import { BatchList } from './batch-list';
import { NewBatchForm } from './new-batch-form';
import { DATES, batchOf, detailOf, fakeServer } from '#web/test/teaching-data.ts';

const inBengali = async () => {
  await i18n.changeLanguage('bn');
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the office’s list of batches', () => {
  it('shows each batch’s course, days, teacher, vehicle, seats and whether it is full, and opens it', async () => {
    const full = batchOf({ id: '6d9f3d5e-0000-4000-8000-000000000002', capacity: 3, seatsTaken: 3, vehicle: null });
    vi.stubGlobal('fetch', fakeServer({ '/batches': [batchOf(), full] }).fetch);
    renderInApp(<BatchList />);
    const table = await screen.findByRole('table', { name: en.batchesAdmin.caption });
    await within(table).findAllByTestId('batch-seats');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Sun and Tue at 07:30');
    expect(rows[0]!.textContent).toContain('Toyota Corolla (Khulna Metro-Ga 11-2345)');
    expect(within(rows[0]!).getByTestId('batch-seats').textContent).toBe('3 of 10');
    expect(within(rows[1]!).getByTestId('batch-seats').textContent).toBe('3 of 3Full');
    expect(rows[1]!.textContent).toContain(en.batchesAdmin.noVehicle);
    expect(
      within(rows[0]!)
        .getByRole('link', { name: 'Open the batch: Manual Car, Sun and Tue at 07:30' })
        .getAttribute('href'),
    ).toBe('/dashboard/batches/6d9f3d5e-0000-4000-8000-000000000001');
  });
});

describe('the batches that ended over a month ago', () => {
  it('are asked for only when the office wants them, then shown a page at a time', async () => {
    const old = batchOf({ id: '6d9f3d5e-0000-4000-8000-000000000009' });
    const server = fakeServer({ '/batches?stage=current': [batchOf()], '/batches?stage=earlier': [old] });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderInApp(<BatchList />);
    await screen.findByRole('table', { name: en.batchesAdmin.caption });
    expect(server.fetched.filter((p) => p.includes('stage=earlier'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: en.batchesAdmin.earlier.show }));
    const earlier = await screen.findByRole('table', { name: en.batchesAdmin.earlier.caption });
    await waitFor(() => expect(within(earlier).getAllByRole('row').slice(1)).toHaveLength(1));
    expect(server.fetched).toContain('/batches?stage=earlier&page=1&limit=10');
    expect(screen.getByRole('button', { name: en.batchesAdmin.earlier.hide }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });
});

const courses = [{ cid: 'manual-car', title: 'Manual Car', titleBn: 'ম্যানুয়াল কার', lesson: 12 }];
const teachers = [{ name: 'Rafiq Instructor', email: 'rafiq@school.test' }];
const vehicles: Vehicle[] = [
  { id: '6d9f3d5e-0000-4000-8000-0000000000aa', name: 'Toyota Corolla', kind: 'car', registration: 'KM-11' },
];

/** Fills the new-batch form as the office would: Bengali digits in the seats. */
async function fillBatch(user: ReturnType<typeof userEvent.setup>, texts: typeof en | typeof bn) {
  const f = texts.batchesAdmin.form.fields;
  await user.selectOptions(screen.getByLabelText(f.cid), 'manual-car');
  await user.selectOptions(screen.getByLabelText(f.teacherEmail), 'rafiq@school.test');
  await waitFor(() => expect(screen.getAllByRole('option', { name: /Toyota Corolla/ })).toHaveLength(1));
  await user.selectOptions(screen.getByLabelText(f.vehicleId), vehicles[0]!.id);
  await user.type(screen.getByLabelText(f.capacity), '১২');
  fireEvent.change(screen.getByLabelText(f.startDate), { target: { value: '2026-12-06' } });
  fireEvent.change(screen.getByLabelText(f.time), { target: { value: '07:30' } });
  const days = screen.getByRole('group', { name: f.weekdays });
  await user.click(within(days).getByLabelText(texts === bn ? 'রবি' : 'Sun'));
  await user.click(within(days).getByLabelText(texts === bn ? 'মঙ্গল' : 'Tue'));
  await user.type(screen.getByLabelText(f.place), 'Khulna Stadium ground');
}

describe('New batch', () => {
  it('sends the route’s own body: Bengali digits read, the weekdays in order, the course’s lessons as sessions', async () => {
    const server = fakeServer({ '/vehicles': vehicles }, [{ status: 201, body: batchOf() }]);
    vi.stubGlobal('fetch', server.fetch);
    const created = vi.fn();
    const user = userEvent.setup();
    renderInApp(<NewBatchForm courses={courses} teachers={teachers} vehicles={vehicles} onCreated={created} />);
    await fillBatch(user, en);
    expect(screen.getByLabelText<HTMLInputElement>(en.batchesAdmin.form.fields.sessions).value).toBe('12');
    expect(screen.getByText('The course has 12 lessons.')).toBeTruthy();
    // Fewer sessions than the course's lessons: said beside the box, and still allowed.
    const sessions = screen.getByLabelText(en.batchesAdmin.form.fields.sessions);
    await user.clear(sessions);
    await user.type(sessions, '১০');
    expect(screen.getByText(/^Fewer than the course’s 12 lessons/)).toBeTruthy();
    await user.clear(sessions);
    await user.type(sessions, '12');
    await user.click(screen.getByRole('button', { name: en.batchesAdmin.form.submit }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(server.sent).toEqual([
      {
        method: 'POST',
        url: '/batches',
        body: {
          cid: 'manual-car',
          teacherEmail: 'rafiq@school.test',
          vehicleId: vehicles[0]!.id,
          capacity: 12,
          startDate: '2026-12-06',
          weekdays: [0, 2],
          time: '07:30',
          sessions: 12,
          place: 'Khulna Stadium ground',
        },
      },
    ]);
  });

  it('asks for what is missing in the page’s language before sending anything', async () => {
    await inBengali();
    const server = fakeServer({ '/vehicles': vehicles });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderInApp(<NewBatchForm courses={courses} teachers={teachers} vehicles={vehicles} onCreated={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: bn.batchesAdmin.form.submit }));
    for (const text of [bn.batchesAdmin.errors.course, bn.batchesAdmin.errors.weekdays, bn.batchesAdmin.errors.place])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it('shows a clash under the vehicle, in Bengali, and keeps what was typed', async () => {
    await inBengali();
    const clash = {
      code: 'BATCH_CLASH',
      message: 'The vehicle already has a session at 07:30 on 2026-12-06.',
      fields: { vehicleId: en.batchesAdmin.errors.vehicleBusy },
      fieldCodes: { vehicleId: { code: 'batchesAdmin.errors.vehicleBusy' } },
    };
    const server = fakeServer({ '/vehicles': vehicles }, [{ status: 409, body: clash }]);
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderInApp(<NewBatchForm courses={courses} teachers={teachers} vehicles={vehicles} onCreated={vi.fn()} />);
    await fillBatch(user, bn);
    await user.click(screen.getByRole('button', { name: bn.batchesAdmin.form.submit }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(await screen.findByText(bn.batchesAdmin.errors.vehicleBusy)).toBeTruthy();
    const vehicle = screen.getByLabelText<HTMLSelectElement>(bn.batchesAdmin.form.fields.vehicleId);
    expect(vehicle.getAttribute('aria-invalid')).toBe('true');
    expect(vehicle.value).toBe(vehicles[0]!.id);
    expect(screen.getByLabelText<HTMLInputElement>(bn.batchesAdmin.form.fields.place).value).toBe(
      'Khulna Stadium ground',
    );
  });
});

describe('a batch’s page', () => {
  it('shows the roster with a phone to tap and the order linked, and every session opening its roster', async () => {
    vi.stubGlobal('fetch', fakeServer({}).fetch);
    renderInApp(<BatchDetailView batch={detailOf()} />);
    const roster = screen.getByRole('table', { name: en.batchesAdmin.detail.students.caption });
    expect(within(roster).getByRole('link', { name: '01712-345678' }).getAttribute('href')).toBe('tel:+8801712345678');
    expect(
      within(roster).getByRole('link', { name: 'Open order OID12345678 of Nusrat Jahan' }).getAttribute('href'),
    ).toBe('/dashboard/manage-order/edit-order/OID12345678');
    const sessions = within(screen.getByTestId('session-days')).getAllByRole('link');
    expect(sessions.map((a) => a.getAttribute('href'))).toEqual(
      DATES.map((d) => `/dashboard/roster/6d9f3d5e-0000-4000-8000-000000000001/${d}`),
    );
    const [, month, day] = DATES[1]!.split('-').map(Number);
    const monthName = new Date(Date.UTC(2026, month! - 1, 1)).toLocaleString('en-GB', { month: 'long' });
    expect(sessions[1]!.getAttribute('aria-label')).toMatch(
      new RegExp(`^Session 2: (Sun|Tue), ${day} ${monthName} \\d{4}\\. Open its roster$`),
    );
  });

  it('places a student by OID; a full batch and a mistyped OID are said under the box, in Bengali too', async () => {
    await inBengali();
    const full = { code: 'BATCH_FULL', message: 'This batch is full. Choose another batch.' };
    const server = fakeServer({}, [{ status: 409, body: full }]);
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderInApp(<BatchDetailView batch={detailOf()} />);
    const box = screen.getByLabelText(bn.batchesAdmin.detail.place.label);
    await user.type(box, 'OID123');
    await user.click(screen.getByRole('button', { name: bn.batchesAdmin.detail.place.submit }));
    expect(screen.getByTestId('place-error').textContent).toBe(bn.batchesAdmin.detail.place.badOid);
    expect(server.sent).toEqual([]);
    await user.clear(box);
    await user.type(box, 'oid ১২৩৪৫৬৭৯');
    await user.click(screen.getByRole('button', { name: bn.batchesAdmin.detail.place.submit }));
    await waitFor(() => expect(screen.getByTestId('place-error').textContent).toBe(bn.errors.BATCH_FULL));
    expect(server.sent[0]).toMatchObject({ url: `/batches/${detailOf().id}/students`, body: { oid: 'OID12345679' } });
  });
});
