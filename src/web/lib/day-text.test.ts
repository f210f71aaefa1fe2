import { describe, expect, it } from 'vitest';
import { dayFromText, dayToText } from './day-text';

describe('a day typed as day/month/year', () => {
  it('reads ASCII and Bengali digits alike, with a slash, dash, dot or space between', () => {
    expect(dayFromText('15/03/2026')).toBe('2026-03-15');
    expect(dayFromText('১৫/০৩/২০২৬')).toBe('2026-03-15');
    expect(dayFromText('5-3-2026')).toBe('2026-03-05');
    expect(dayFromText('৫.৩.২০২৬')).toBe('2026-03-05');
    expect(dayFromText(' 05 03 2026 ')).toBe('2026-03-05');
  });

  it('takes a YYYY-MM-DD as it is, and an empty box as no day', () => {
    expect(dayFromText('2026-03-15')).toBe('2026-03-15');
    expect(dayFromText('২০২৬-০৩-১৫')).toBe('2026-03-15');
    expect(dayFromText('  ')).toBe('');
  });

  it('passes what is not a real day on as typed, for the form to refuse', () => {
    expect(dayFromText('30/02/2026')).toBe('30/02/2026');
    expect(dayFromText('১৫/০৩')).toBe('15/03');
    expect(dayFromText('03/15/2026')).toBe('03/15/2026');
  });

  it('shows a day as day/month/year in the page’s digits', () => {
    expect(dayToText('2026-03-05', 'en')).toBe('05/03/2026');
    expect(dayToText('2026-03-05', 'bn')).toBe('০৫/০৩/২০২৬');
    expect(dayToText('', 'bn')).toBe('');
  });
});
