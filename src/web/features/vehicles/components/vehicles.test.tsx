import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bn, en } from '#web/test/texts.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { fakeServer } from '#web/test/teaching-data.ts';
import { Vehicles } from './vehicles';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const vehicles = [
  { id: '6d9f3d5e-0000-4000-8000-0000000000aa', name: 'Toyota Corolla', kind: 'car', registration: 'KM-11' },
];

describe('vehicles', () => {
  it('lists the school’s vehicles and bays; a registration already listed is refused under its field', async () => {
    await i18n.changeLanguage('bn');
    const bay = { id: 'b1', name: 'Workshop bay 1', kind: 'bay', registration: null };
    const taken = {
      code: 'CONFLICT',
      message: 'x',
      fields: { registration: en.batchesAdmin.errors.registrationTaken },
      fieldCodes: { registration: { code: 'batchesAdmin.errors.registrationTaken' } },
    };
    const server = fakeServer({ '/vehicles': [...vehicles, bay] }, [{ status: 409, body: taken }]);
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderInApp(<Vehicles />);
    const table = await screen.findByRole('table', { name: bn.vehicles.caption });
    expect((await within(table).findByText('Workshop bay 1')).closest('tr')!.textContent).toContain('ওয়ার্কশপ বে');
    expect(within(table).getByText(bn.vehicles.noRegistration)).toBeTruthy();
    const f = bn.vehicles.form;
    await user.type(screen.getByLabelText(f.name), 'Toyota Corolla 2');
    await user.type(screen.getByLabelText(f.registration), 'KM-11');
    await user.click(screen.getByRole('button', { name: f.submit }));
    expect(await screen.findByText(bn.batchesAdmin.errors.registrationTaken)).toBeTruthy();
    expect(server.sent[0]).toMatchObject({
      method: 'POST',
      url: '/vehicles',
      body: { name: 'Toyota Corolla 2', kind: 'car', registration: 'KM-11' },
    });
  });
});
