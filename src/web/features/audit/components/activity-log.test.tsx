import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import { renderInApp } from '#web/test/render.tsx';
import { answerList } from '#web/test/server-answers.ts';
import i18n from '#web/lib/i18n.ts';
import { ActivityLog } from './activity-log';

const entry = (extra: Partial<AuditEntry>): AuditEntry => ({
  id: crypto.randomUUID(),
  createdAt: '2026-05-10T04:00:00.000Z',
  actorUserId: 'u1',
  actorEmail: 'owner@school.test',
  action: 'coupon.updated',
  entityType: 'coupon',
  entityId: 'EID2026',
  entityName: null,
  entityEmail: null,
  before: null,
  after: null,
  ...extra,
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the activity log’s coupon records', () => {
  it('name the coupon’s fields and kinds in words', async () => {
    const entries = [
      entry({
        action: 'coupon.updated',
        before: { cap: 5, validTo: '2026-05-31' },
        after: { cap: 8, validTo: '2026-06-30' },
      }),
      entry({ action: 'coupon.created', after: { code: 'EID2026', kind: 'fixed', value: 1500 } }),
      entry({ action: 'coupon.used', actorEmail: 'student@school.test', before: { uses: 0 }, after: { uses: 1 } }),
    ];
    answerList(entries);
    renderInApp(<ActivityLog />);
    const table = await screen.findByRole('table', { name: 'Activity log' });
    await within(table).findByText('Changed coupon EID2026');
    const text = table.textContent ?? '';
    expect(text).toContain('Changed coupon EID2026');
    expect(text).toContain('Cap: 5 → 8');
    expect(text).toContain('Last day: 2026-05-31 → 2026-06-30');
    expect(text).toContain('Discount type: Fixed amount (৳)');
    expect(text).toContain('Booked with coupon EID2026');
    expect(text).toContain('Uses: 0 → 1');
  });

  it('on a Bengali page write an order’s price, discount and counts in Bengali digits, its codes as stored', async () => {
    await i18n.changeLanguage('bn');
    const entries = [
      entry({
        action: 'order.booked',
        entityType: 'order',
        entityId: 'OID23689866',
        after: { oid: 'OID23689866', sid: 'SID49592660', price: 12000, discount: 0, seats: 12 },
      }),
    ];
    answerList(entries);
    renderInApp(<ActivityLog />, { route: '/bn/dashboard/activity' });
    const table = await screen.findByRole('table');
    await within(table).findByText(/৳১২,০০০/);
    const text = table.textContent ?? '';
    expect(text).toContain('৳০');
    expect(text).toContain('১২');
    expect(text).toContain('OID23689866');
    expect(text).toContain('SID49592660');
    expect(text).not.toMatch(/12000|: 0\b/);
  });
});
