import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '#shared/i18n/en.json' with { type: 'json' };
import texts from '#web/features/payments/i18n/en.json' with { type: 'json' };
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { answerEvery } from '#web/test/server-answers.ts';
import { PaymentForm } from './payment-form';

const trxIdTaken = {
  code: 'TRX_ID_TAKEN',
  message: 'This transaction ID (TrxID) was already used for a payment. Check the ID in your SMS.',
  fields: { trxId: 'This transaction ID (TrxID) was already used for a payment. Check the ID in your SMS.' },
  fieldCodes: { trxId: { code: 'errors.TRX_ID_TAKEN' } },
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('Record a payment', () => {
  it('reads an amount in Bengali digits and sends the TrxID raised, as one spelling', async () => {
    const sent = answerEvery(201, { status: 'submitted' });
    renderInApp(<PaymentForm oid="OID12345678" />);
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '২,০০০');
    const trx = screen.getByLabelText('Transaction ID (TrxID)') as HTMLInputElement;
    await userEvent.type(trx, '9bc4d7xk2m');
    expect(trx.value).toBe('9BC4D7XK2M');
    await userEvent.click(screen.getByRole('button', { name: 'Send payment details' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'bkash', amount: 2000, trxId: '9BC4D7XK2M', payerPhone: null });
  });

  it('offers no cash to a student, and asks for the TrxID of a wallet payment', async () => {
    const sent = answerEvery(201, {});
    renderInApp(<PaymentForm oid="OID12345678" />);
    expect(screen.queryByRole('option', { name: 'Cash' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Send payment details' }));
    expect(await screen.findByText('Enter the transaction ID (TrxID) from your SMS.')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows a TrxID already used under the TrxID field, in the page’s language', async () => {
    await i18n.changeLanguage('bn');
    answerEvery(409, trxIdTaken);
    renderInApp(<PaymentForm oid="OID12345678" />);
    await userEvent.type(screen.getByLabelText('টাকার পরিমাণ (৳)'), '১০০০');
    await userEvent.type(screen.getByLabelText('ট্রানজেকশন আইডি (TrxID)'), 'AB12CD34EF');
    await userEvent.click(screen.getByRole('button', { name: 'পেমেন্টের তথ্য পাঠান' }));
    const field = screen.getByLabelText('ট্রানজেকশন আইডি (TrxID)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(await screen.findByText(i18n.t('errors.TRX_ID_TAKEN'))).toBeTruthy();
    expect(screen.queryByText(/already used/)).toBeNull();
  });

  it('shows an amount beyond what is due under the amount, in the page’s language', async () => {
    await i18n.changeLanguage('bn');
    answerEvery(400, {
      code: 'AMOUNT_OVER_DUE',
      message: en.errors.AMOUNT_OVER_DUE,
      fields: { amount: en.errors.AMOUNT_OVER_DUE },
      fieldCodes: { amount: { code: 'errors.AMOUNT_OVER_DUE' } },
    });
    renderInApp(<PaymentForm oid="OID12345678" />);
    await userEvent.type(screen.getByLabelText('টাকার পরিমাণ (৳)'), '১০০০০');
    await userEvent.type(screen.getByLabelText('ট্রানজেকশন আইডি (TrxID)'), 'AB12CD34EF');
    await userEvent.click(screen.getByRole('button', { name: 'পেমেন্টের তথ্য পাঠান' }));
    const field = screen.getByLabelText('টাকার পরিমাণ (৳)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(await screen.findByText(i18n.t('errors.AMOUNT_OVER_DUE'))).toBeTruthy();
    expect(screen.queryByText(/more than is still due/)).toBeNull();
  });

  it('asks the office why cash goes into a closed day, and sends it again with the reason', async () => {
    const sent: unknown[] = [];
    const answers = [
      {
        status: 409,
        body: {
          code: 'DAY_CLOSED',
          message: en.errors.DAY_CLOSED,
          fields: { closedDayReason: en.errors.DAY_CLOSED },
          fieldCodes: { closedDayReason: { code: 'errors.DAY_CLOSED' } },
        },
      },
      { status: 201, body: { status: 'confirmed' } },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: URL | string, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        const { status, body } = answers.shift()!;
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }),
    );
    renderInApp(<PaymentForm oid="OID12345678" staff />);
    await userEvent.type(screen.getByLabelText('Amount (৳)'), '400');
    await userEvent.click(screen.getByRole('button', { name: texts.payments.form.submitStaff }));
    const dialog = await screen.findByRole('dialog', { name: texts.payments.closedDay.title });
    const confirm = within(dialog).getByRole('button', { name: texts.payments.closedDay.record });
    await userEvent.click(confirm);
    expect(await within(dialog).findByText(en.payments.errors.closedDayReason)).toBeTruthy();
    expect(sent).toHaveLength(1);
    await userEvent.type(
      within(dialog).getByLabelText(texts.payments.closedDay.reason),
      'Paid at the gate after the count.',
    );
    await userEvent.click(confirm);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      method: 'cash',
      amount: 400,
      trxId: null,
      payerPhone: null,
      closedDayReason: 'Paid at the gate after the count.',
    });
  });
});
