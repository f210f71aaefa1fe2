import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bn } from '#web/test/texts.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { answerEvery, ledgerOf } from '#web/test/server-answers.ts';
import { AskRefundForm } from './ask-refund-form';

/** An order of ৳12,000 with ৳3,000 paid: it holds ৳3,000, nothing beyond its fee. */
const ledger = ledgerOf({ paid: 3000, net: 3000, due: 9000 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('Ask for a refund', () => {
  it('reads an amount in Bengali digits and sends it with the reason and whether the student leaves', async () => {
    const sent = answerEvery(201, { id: 'x', status: 'requested' });
    renderInApp(<AskRefundForm oid="OID12345678" ledger={ledger} staff={false} />);
    await userEvent.type(screen.getByLabelText('Amount to get back (৳)'), '১,৫০০');
    await userEvent.type(screen.getByLabelText('Why do you want it back?'), 'Moving to Dhaka');
    await userEvent.click(screen.getByLabelText('I am leaving this course: cancel my booking'));
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ amount: 1500, reason: 'Moving to Dhaka', cancelOrder: true });
  });

  it('refuses more than the order holds under the amount, in Bengali on a Bengali page, without asking the server', async () => {
    await i18n.changeLanguage('bn');
    const sent = answerEvery(201, {});
    renderInApp(<AskRefundForm oid="OID12345678" ledger={ledger} staff={false} />);
    const amount = screen.getByLabelText('কত টাকা ফেরত চান (৳)');
    await userEvent.type(amount, '৩০০১');
    await userEvent.type(screen.getByLabelText('কেন ফেরত চান?'), 'ঢাকায় চলে যাচ্ছি');
    await userEvent.click(screen.getByRole('button', { name: 'টাকা ফেরত চান' }));
    expect(await screen.findByText('সর্বোচ্চ ৳৩,০০০: অর্ডারে যত টাকা জমা আছে।')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toHaveLength(0);
  });

  it('shows the server’s refusal of the amount under its field in Bengali, never its English', async () => {
    await i18n.changeLanguage('bn');
    const english =
      'This is more than the order holds: what was paid, less what was refunded or moved to another course.';
    answerEvery(400, {
      code: 'REFUND_OVER_PAID',
      message: english,
      fields: { amount: english },
      fieldCodes: { amount: { code: 'errors.REFUND_OVER_PAID' } },
    });
    renderInApp(<AskRefundForm oid="OID12345678" ledger={ledger} staff={false} />);
    await userEvent.type(screen.getByLabelText('কত টাকা ফেরত চান (৳)'), '২০০০');
    await userEvent.type(screen.getByLabelText('কেন ফেরত চান?'), 'ঢাকায় চলে যাচ্ছি');
    await userEvent.click(screen.getByRole('button', { name: 'টাকা ফেরত চান' }));
    expect(await screen.findByText(bn.errors.REFUND_OVER_PAID)).toBeTruthy();
    expect(screen.queryByText(english)).toBeNull();
  });
});
