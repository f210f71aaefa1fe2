import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import type { Order } from '#shared/schemas/order.ts';
import { EditOrderForm } from './edit-order-form';

const order = (sdate: string): Order => ({
  _id: '1',
  oid: 'OID12345678',
  sid: 'SID12345678',
  name: 'Rahima Khatun',
  email: 'rahima@test.example',
  phone1: '01711111111',
  phone2: '01722222222',
  fname: 'Abdul Karim',
  mname: 'Ayesha Begum',
  address: 'Sonadanga, Khulna',
  emergency: '01733333333',
  sdate,
  cupon: null,
  status: 'pending',
  image: '/files/private/nid.jpg',
  course: {
    cid: 'car-1',
    title: 'Manual Car Driving',
    titleBn: '',
    price: 5000,
    image: '',
    duration: '1 Month',
    durationBn: '',
    lesson: 20,
  },
  user: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function renderForm(sdate: string) {
  const onSubmit = vi.fn(async (_values: unknown) => {});
  render(<EditOrderForm order={order(sdate)} onSubmit={onSubmit} />);
  return onSubmit;
}

const status = () => screen.getByLabelText('Status') as HTMLSelectElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save & Continue' }));

describe('marking an order completed in Manage Orders', () => {
  it('before its start date asks first; No saves nothing and keeps the old status', async () => {
    const onSubmit = renderForm(addDays(todayInDhaka(), 3));
    await userEvent.selectOptions(status(), 'completed');
    await save();
    const dialog = await screen.findByRole('dialog', { name: /Mark the order completed before it has started\?/ });
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(status().value).toBe('pending'));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('before its start date saves after Yes', async () => {
    const onSubmit = renderForm(addDays(todayInDhaka(), 3));
    await userEvent.selectOptions(status(), 'completed');
    await save();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ status: 'completed' });
  });

  it('on or after its start date saves without asking', async () => {
    const onSubmit = renderForm(todayInDhaka());
    await userEvent.selectOptions(status(), 'completed');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
