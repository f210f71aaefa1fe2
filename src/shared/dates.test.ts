import { describe, expect, it } from 'vitest';
import { addDays, isRealDay, parseDay, todayInDhaka } from './dates';

describe('calendar days', () => {
  it('knows a real day from a made-up one', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2026-13-01')).toBe(false);
    expect(isRealDay('2026-1-05')).toBe(false);
    expect(parseDay('2026-01-10')?.toISOString()).toBe('2026-01-10T00:00:00.000Z');
  });

  it('counts whole days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it("uses the school's day: 18:30 UTC is already tomorrow in Dhaka", () => {
    expect(todayInDhaka(Date.parse('2026-11-23T17:59:59Z'))).toBe('2026-11-23');
    expect(todayInDhaka(Date.parse('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
  });
});
