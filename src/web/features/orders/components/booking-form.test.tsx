import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { bn, en } from '#web/test/texts.ts';
import { ApiError } from '#web/lib/api.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { BookingForm, type BookingSubmission } from './booking-form';

/** The server's answers by address: the price check's, one after another. Requests are recorded. */
function serverAnswers(answers: Array<{ status: number; body: unknown }>) {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string) => {
      asked.push(String(url));
      const { status, body } = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return asked;
}

const price = { code: 'EID2026', price: 12000, discount: 1200, total: 10800 };
const refusal = (code: 'COUPON_INVALID' | 'COUPON_USED_UP', status: number) => ({
  status,
  body: {
    code,
    message: 'refused',
    fields: { coupon: en.errors[code] },
    fieldCodes: { coupon: { code: `errors.${code}` } },
  },
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

async function fill(user: ReturnType<typeof userEvent.setup>, labels = en.orders.fields) {
  await user.type(screen.getByLabelText(labels.phone1), '01712345678');
  await user.type(screen.getByLabelText(labels.fname), 'Abdul Karim');
  await user.type(screen.getByLabelText(labels.mname), 'Rokeya Begum');
  await user.type(screen.getByLabelText(labels.address), 'House 5, KDA Avenue, Khulna');
  await user.type(screen.getByLabelText(labels.emergency), '01912345678');
  await user.type(screen.getByLabelText(labels.sdate), addDays(todayInDhaka(), 3));
  await user.upload(screen.getByLabelText(labels.nid), new File(['x'], 'nid.png', { type: 'image/png' }));
}

function renderForm(onSubmit: (values: BookingSubmission) => Promise<void>) {
  renderInApp(<BookingForm cid="manual-car" defaults={{ name: 'Nusrat Jahan' }} onSubmit={onSubmit} />);
  return screen.getByLabelText<HTMLInputElement>('Coupon code (optional)');
}

describe('the coupon box on the booking form', () => {
  it('shows the fee struck through, the discount and the new price; the booking names the applied code', async () => {
    const asked = serverAnswers([{ status: 200, body: price }]);
    const booked: BookingSubmission[] = [];
    const user = userEvent.setup();
    const box = renderForm(async (values) => void booked.push(values));
    await fill(user);
    await user.type(box, ' eid2026');
    await user.click(screen.getByRole('button', { name: 'Apply the coupon code' }));
    const applied = await screen.findByTestId('coupon-applied');
    expect(asked[0]).toContain('/api/coupons/EID2026/price?cid=manual-car');
    expect(within(applied).getByText('Coupon EID2026 applied')).toBeTruthy();
    expect(within(applied).getByTestId('coupon-original-price').tagName).toBe('S');
    expect(within(applied).getByTestId('coupon-original-price').textContent).toBe('৳12,000');
    expect(within(applied).getByTestId('coupon-discount').textContent).toBe('−৳1,200');
    expect(within(applied).getByTestId('coupon-new-price').textContent).toBe('৳10,800');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(booked).toHaveLength(1));
    expect(booked[0]).toMatchObject({ coupon: 'EID2026', fname: 'Abdul Karim' });
    expect(booked[0]).not.toHaveProperty('cupon');
  });

  it('books without a coupon when the box is empty, and Enter in the box applies instead of booking', async () => {
    serverAnswers([{ status: 200, body: price }]);
    const booked: BookingSubmission[] = [];
    const user = userEvent.setup();
    const box = renderForm(async (values) => void booked.push(values));
    await fill(user);
    await user.type(box, 'EID2026{Enter}');
    expect(await screen.findByTestId('coupon-applied')).toBeTruthy();
    expect(booked).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove the coupon' }));
    expect(box.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(booked).toHaveLength(1));
    expect(booked[0]!.coupon).toBeUndefined();
  });

  it('a code typed but not applied (or changed after) is not booked: the box asks to apply or clear it', async () => {
    serverAnswers([{ status: 200, body: price }]);
    const booked: BookingSubmission[] = [];
    const user = userEvent.setup();
    const box = renderForm(async (values) => void booked.push(values));
    await fill(user);
    await user.type(box, 'EID2026');
    await user.click(screen.getByRole('button', { name: 'Apply the coupon code' }));
    await screen.findByTestId('coupon-applied');
    await user.type(box, 'X');
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(en.coupons.errors.notApplied)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(booked).toHaveLength(0);
  });

  it('an unknown or used-up code says so under the box, in the page’s language', async () => {
    await i18n.changeLanguage('bn');
    serverAnswers([refusal('COUPON_INVALID', 400), refusal('COUPON_USED_UP', 409)]);
    const user = userEvent.setup();
    renderInApp(<BookingForm cid="manual-car" onSubmit={async () => {}} />);
    const box = screen.getByLabelText<HTMLInputElement>(bn.coupons.apply.label);
    const apply = screen.getByRole('button', { name: bn.coupons.apply.applyLabel });
    await user.type(box, 'NOSUCH');
    await user.click(apply);
    expect(await screen.findByText(bn.errors.COUPON_INVALID)).toBeTruthy();
    await user.clear(box);
    await user.type(box, 'SPENT1');
    await user.click(apply);
    expect(await screen.findByText(bn.errors.COUPON_USED_UP)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
  });

  it('a coupon used up between Apply and Book shows under the box, and everything typed stays', async () => {
    serverAnswers([{ status: 200, body: price }]);
    const user = userEvent.setup();
    const box = renderForm(async () => {
      throw new ApiError(409, 'COUPON_USED_UP', 'used up', { coupon: en.errors.COUPON_USED_UP });
    });
    await fill(user);
    await user.type(box, 'EID2026');
    await user.click(screen.getByRole('button', { name: 'Apply the coupon code' }));
    await screen.findByTestId('coupon-applied');
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByText(en.errors.COUPON_USED_UP)).toBeTruthy();
    expect(screen.queryByTestId('coupon-applied')).toBeNull();
    expect(box.value).toBe('EID2026');
    expect(screen.getByLabelText<HTMLInputElement>(en.orders.fields.fname).value).toBe('Abdul Karim');
    expect(screen.getByLabelText<HTMLTextAreaElement>(en.orders.fields.address).value).toBe(
      'House 5, KDA Avenue, Khulna',
    );
  });
});
