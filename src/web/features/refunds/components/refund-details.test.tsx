import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Refund } from '#shared/schemas/refund.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { RefundDetails } from './refund-details';

/** The refund request a transfer to a cheaper course made: its reason is a code, not a sentence. */
const offered: Refund = {
  id: 'r1',
  oid: 'OID00000002',
  status: 'requested',
  requestedAmount: 6000,
  reason: null,
  reasonCode: 'transferDifference',
  movedFrom: 'OID00000001',
  cancelOrder: false,
  askedByOffice: true,
  amount: null,
  method: null,
  reference: null,
  number: null,
  declineReason: null,
  createdAt: '2026-11-20T04:00:00.000Z',
  decidedAt: null,
  studentName: 'Salma',
  courseTitle: 'Motorcycle Riding',
  courseTitleBn: 'মোটরসাইকেল চালানো',
};

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("A refund's reason", () => {
  it("a transfer's difference reads on an English page as it always did", () => {
    renderInApp(<RefundDetails refund={offered} />);
    expect(
      screen.getByText('Why: Moved from OID00000001 to Motorcycle Riding, which costs less: the difference.'),
    ).toBeTruthy();
  });

  it("a transfer's difference reads in Bengali on a Bengali page, naming the course in Bengali", async () => {
    await i18n.changeLanguage('bn');
    renderInApp(<RefundDetails refund={offered} />);
    expect(
      screen.getByText('কারণ: OID00000001 থেকে মোটরসাইকেল চালানো কোর্সে বদল, যার দাম কম: দামের পার্থক্য।'),
    ).toBeTruthy();
  });

  it("the asker's own words are shown as written", async () => {
    await i18n.changeLanguage('bn');
    renderInApp(
      <RefundDetails refund={{ ...offered, reason: 'ঢাকায় চলে যাচ্ছি', reasonCode: null, movedFrom: null }} />,
    );
    expect(screen.getByText('কারণ: ঢাকায় চলে যাচ্ছি')).toBeTruthy();
  });
});
