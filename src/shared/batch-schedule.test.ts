import { describe, expect, it } from 'vitest';
import { sessionDates } from './batch-schedule';

describe('sessionDates', () => {
  it('counts the batch’s weekdays from its first day, across a month and a year', () => {
    // 2026-12-25 is a Friday; the batch meets on Sundays, Tuesdays and Thursdays.
    expect(sessionDates('2026-12-25', [0, 2, 4], 5)).toEqual([
      '2026-12-27',
      '2026-12-29',
      '2026-12-31',
      '2027-01-03',
      '2027-01-05',
    ]);
  });

  it('includes the first day when it is one of them, and meets every day when told', () => {
    expect(sessionDates('2027-02-26', [5], 2)).toEqual(['2027-02-26', '2027-03-05']);
    expect(sessionDates('2028-02-27', [0, 1, 2, 3, 4, 5, 6], 4)).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
  });

  it('meets from its first day when that is one of its weekdays', () => {
    // 2026-11-29 is a Sunday: Sunday, Tuesday and Thursday sessions.
    expect(sessionDates('2026-11-29', [0, 2, 4], 5)).toEqual([
      '2026-11-29',
      '2026-12-01',
      '2026-12-03',
      '2026-12-06',
      '2026-12-08',
    ]);
  });

  it('has no days without weekdays or sessions', () => {
    expect(sessionDates('2027-01-01', [], 10)).toEqual([]);
    expect(sessionDates('2027-01-01', [1], 0)).toEqual([]);
  });
});
