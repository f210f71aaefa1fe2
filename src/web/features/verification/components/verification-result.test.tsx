import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { VerificationResult } from './verification-result';

const result = {
  name: 'Rahima Khatun',
  image: '',
  sid: 'SID12345678',
  courses: [
    {
      cid: 'manual-car',
      title: 'Manual Car Driving',
      titleBn: 'ম্যানুয়াল কার ড্রাইভিং',
      status: 'completed' as const,
      sdate: '2026-01-10',
      certificate: { serial: 'KDS-2026-000123', issuedOn: '2026-03-01', revoked: false },
    },
  ],
};

/** The answer drawn `contentWidth` pixels wide in a box `boxWidth` wide (the DOM here lays nothing out). */
function renderResult(contentWidth: number, boxWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
  renderInApp(
    <>
      <button type="button">Before</button>
      <VerificationResult result={result} />
    </>,
  );
}

describe('a verification’s courses', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    await i18n.changeLanguage('en');
  });

  it('are named in the page’s language: the Bengali title on a Bengali page, the English one on an English page', async () => {
    renderResult(700, 700);
    expect(screen.getByText('Manual Car Driving')).toBeTruthy();
    await i18n.changeLanguage('bn');
    expect(await screen.findByText('ম্যানুয়াল কার ড্রাইভিং')).toBeTruthy();
    expect(screen.queryByText('Manual Car Driving')).toBeNull();
  });

  it('wider than a phone, scroll in a region the keyboard reaches, named by the table', async () => {
    renderResult(520, 340);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    const region = screen.getByRole('region', { name: 'Courses of Rahima Khatun' });
    expect(document.activeElement).toBe(region);
    expect(region.contains(screen.getByRole('table', { name: 'Courses of Rahima Khatun' }))).toBe(true);
  });

  it('that fit, add no stop to the Tab order', async () => {
    renderResult(700, 700);
    expect(screen.queryByRole('region')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    // The next stop is the certificate's own check, not the table's box.
    expect(document.activeElement?.tagName).toBe('A');
  });
});
