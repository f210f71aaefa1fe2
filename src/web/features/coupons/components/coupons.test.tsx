import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { bn, en } from '#web/test/texts.ts';
import type { Coupon } from '#shared/schemas/coupon.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { CouponList } from './coupon-list';
import { NewCouponForm } from './new-coupon-form';

type Answer = { status: number; body: unknown };
/** The server: `GET /api/coupons` answers `list`; any other request the next of `answers`. Requests are recorded. */
function server(list: Coupon[], answers: Answer[] = []) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const json = (a: Answer) =>
        new Response(JSON.stringify(a.body), { status: a.status, headers: { 'content-type': 'application/json' } });
      if (method === 'GET' && String(url).endsWith('/api/coupons')) return json({ status: 200, body: list });
      sent.push({ method, url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return json(answers.shift() ?? { status: 500, body: {} });
    }),
  );
  return sent;
}

const today = todayInDhaka();
const coupon = (extra: Partial<Coupon>): Coupon => ({
  id: crypto.randomUUID(),
  code: 'EID2026',
  kind: 'percent',
  value: 10,
  validFrom: today,
  validTo: addDays(today, 30),
  cap: 5,
  uses: 2,
  perStudent: 1,
  retiredAt: null,
  createdAt: new Date().toISOString(),
  ...extra,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('New coupon', () => {
  it('raises the code, reads Bengali digits, and sends the route’s own body', async () => {
    const sent = server([], [{ status: 201, body: coupon({ code: 'EID2026' }) }]);
    const user = userEvent.setup();
    renderInApp(<NewCouponForm />);
    const f = en.coupons.manage.fields;
    const code = screen.getByLabelText<HTMLInputElement>(f.code);
    await user.type(code, 'eid2026');
    expect(code.value).toBe('EID2026');
    await user.selectOptions(screen.getByLabelText(f.kind), en.coupons.manage.kinds.fixed);
    await user.type(screen.getByLabelText(f.valueTaka), '১,৫০০');
    await user.type(screen.getByLabelText(f.validTo), addDays(today, 10));
    await user.type(screen.getByLabelText(f.cap), '৩০');
    await user.click(screen.getByRole('button', { name: en.coupons.manage.create }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', url: expect.stringContaining('/api/coupons') });
    expect(sent[0]!.body).toEqual({
      code: 'EID2026',
      kind: 'fixed',
      value: 1500,
      validFrom: today,
      validTo: addDays(today, 10),
      cap: 30,
      perStudent: 1,
    });
    await waitFor(() => expect(code.value).toBe(''));
  });

  it('says under the code, in Bengali, that the code is taken; a percentage above 100 never leaves the page', async () => {
    await i18n.changeLanguage('bn');
    const taken = {
      code: 'COUPON_EXISTS',
      message: 'taken',
      fields: { code: en.errors.COUPON_EXISTS },
      fieldCodes: { code: { code: 'errors.COUPON_EXISTS' } },
    };
    const sent = server([], [{ status: 409, body: taken }]);
    const user = userEvent.setup();
    renderInApp(<NewCouponForm />);
    const f = bn.coupons.manage.fields;
    await user.type(screen.getByLabelText(f.code), 'EID2026');
    await user.type(screen.getByLabelText(f.valuePercent), '১৫০');
    await user.type(screen.getByLabelText(f.validTo), addDays(today, 10));
    await user.type(screen.getByLabelText(f.cap), '১০');
    await user.click(screen.getByRole('button', { name: bn.coupons.manage.create }));
    expect(await screen.findByText(bn.coupons.errors.percent)).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.clear(screen.getByLabelText(f.valuePercent));
    await user.type(screen.getByLabelText(f.valuePercent), '১৫');
    await user.click(screen.getByRole('button', { name: bn.coupons.manage.create }));
    expect(await screen.findByText(bn.errors.COUPON_EXISTS)).toBeTruthy();
    expect(screen.getByLabelText(f.code).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the coupon list', () => {
  it('shows each coupon’s discount, uses of its cap and where it stands; a retired one has no actions', async () => {
    server([
      coupon({ code: 'ACTIVE1' }),
      coupon({ code: 'LATER1', validFrom: addDays(today, 2), validTo: addDays(today, 9), uses: 0 }),
      coupon({ code: 'OLD1', validFrom: addDays(today, -9), validTo: addDays(today, -1) }),
      coupon({ code: 'SPENT1', kind: 'fixed', value: 1500, uses: 5 }),
      coupon({ code: 'GONE1', retiredAt: new Date().toISOString() }),
    ]);
    renderInApp(<CouponList />);
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const row = (code: string) => within(table).getByText(code).closest('tr')!;
    await waitFor(() => expect(within(table).getByText('ACTIVE1')).toBeTruthy());
    const states = { ACTIVE1: 'Active', LATER1: 'Not yet valid', OLD1: 'Expired', SPENT1: 'Used up', GONE1: 'Retired' };
    for (const [code, state] of Object.entries(states))
      expect(within(row(code)).getByTestId('coupon-state').textContent).toBe(state);
    expect(within(row('ACTIVE1')).getByText('10% off')).toBeTruthy();
    expect(within(row('SPENT1')).getByText('৳1,500 off')).toBeTruthy();
    expect(within(row('SPENT1')).getByTestId('coupon-uses').textContent).toBe('5 / 5');
    expect(within(row('ACTIVE1')).getByRole('button', { name: 'Retire ACTIVE1' })).toBeTruthy();
    expect(within(row('GONE1')).queryByRole('button')).toBeNull();
  });

  it('Edit keeps the cap at or above the uses before asking the server, then sends the change', async () => {
    const shown = coupon({ code: 'EID2026', uses: 3, cap: 5 });
    const sent = server([shown], [{ status: 200, body: { ...shown, cap: 3, value: 20 } }]);
    const user = userEvent.setup();
    renderInApp(<CouponList />);
    await user.click(await screen.findByRole('button', { name: 'Edit EID2026' }));
    const dialog = within(screen.getByTestId('edit-coupon-form'));
    const cap = dialog.getByLabelText<HTMLInputElement>(en.coupons.manage.fields.cap);
    expect(cap.value).toBe('5');
    expect(dialog.getByText('Used 3 times so far: the cap cannot go below that.')).toBeTruthy();
    await user.clear(cap);
    await user.type(cap, '2');
    await user.click(dialog.getByRole('button', { name: en.coupons.manage.save }));
    expect(await dialog.findByText(en.coupons.errors.capBelowUses)).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.clear(cap);
    await user.type(cap, '3');
    const value = dialog.getByLabelText(en.coupons.manage.fields.valuePercent);
    await user.clear(value);
    await user.type(value, '20');
    await user.click(dialog.getByRole('button', { name: en.coupons.manage.save }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PATCH', url: expect.stringContaining(`/api/coupons/${shown.id}`) });
    expect(sent[0]!.body).toEqual({ validTo: shown.validTo, cap: 3, value: 20 });
  });
});
