import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import bn from '#shared/i18n/bn.json' with { type: 'json' };
import en from '#shared/i18n/en.json' with { type: 'json' };
import type { Refund } from '#shared/schemas/refund.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { ledgerOf } from '#web/test/server-answers.ts';
import bnTexts from '#web/features/refunds/i18n/bn.json' with { type: 'json' };
import { ApproveDialog } from './decide-dialogs';

const asked: Refund = {
  id: 'r1',
  oid: 'OID12345678',
  status: 'requested',
  requestedAmount: 2000,
  reason: 'Moving to Dhaka',
  reasonCode: null,
  movedFrom: null,
  cancelOrder: false,
  askedByOffice: false,
  amount: null,
  method: null,
  reference: null,
  number: null,
  declineReason: null,
  createdAt: '2026-11-20T04:00:00.000Z',
  decidedAt: null,
  studentName: 'Salma',
  courseTitle: 'Manual Car Driving',
  courseTitleBn: 'ম্যানুয়াল গাড়ি চালানো',
};

/**
 * The server as the dialog meets it once today's cash-up is closed: the order's ledger, and an
 * approval refused until it carries the owner's reason. The approvals sent are recorded.
 */
function closedDayServer(): unknown[] {
  const sent: unknown[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      if (!String(url).endsWith('/approve')) return json(200, ledgerOf({ toRefund: 0 }));
      const body = JSON.parse(String(init?.body)) as { closedDayReason?: string | null };
      sent.push(body);
      if (body.closedDayReason)
        return json(200, { ...asked, status: 'approved', amount: 2000, method: 'cash', number: 'RF-2026-000009' });
      return json(409, {
        code: 'REFUND_DAY_CLOSED',
        message: en.errors.REFUND_DAY_CLOSED,
        fields: { closedDayReason: en.errors.REFUND_DAY_CLOSED },
        fieldCodes: { closedDayReason: { code: 'errors.REFUND_DAY_CLOSED' } },
      });
    }),
  );
  return sent;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('approving a refund once the day is closed', () => {
  it("asks the owner why, in the page's language, and sends the approval again with the reason", async () => {
    await i18n.changeLanguage('bn');
    const sent = closedDayServer();
    const closed = vi.fn();
    renderInApp(<ApproveDialog refund={asked} onClose={closed} />);
    expect(screen.queryByLabelText(bnTexts.refunds.decide.closedDayReason)).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText(bnTexts.refunds.decide.method), 'cash');
    await userEvent.click(screen.getByRole('button', { name: bnTexts.refunds.decide.approveSubmit }));
    const reason = await screen.findByLabelText(bnTexts.refunds.decide.closedDayReason);
    expect(await screen.findByText(bn.errors.REFUND_DAY_CLOSED)).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(closed).not.toHaveBeenCalled();

    await userEvent.type(reason, 'বন্ধের পরে ছাত্র এসেছিলেন');
    await userEvent.click(screen.getByRole('button', { name: bnTexts.refunds.decide.approveSubmit }));
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(sent[1]).toMatchObject({ method: 'cash', amount: 2000, closedDayReason: 'বন্ধের পরে ছাত্র এসেছিলেন' });
  });
});
