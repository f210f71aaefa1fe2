import { describe, expect, it } from 'vitest';
import { DEFAULT_LESSON_MINUTES, lessonMinutes, lessonMinutesIn } from './lesson-length';

describe('a lesson’s length from the course’s daily time', () => {
  it('reads hours and minutes as the school writes them, in either language', () => {
    expect(lessonMinutesIn('1 Hour')).toBe(60);
    expect(lessonMinutesIn('2 Hours')).toBe(120);
    expect(lessonMinutesIn('1 Hour 30 Minutes')).toBe(90);
    expect(lessonMinutesIn('45 Minutes')).toBe(45);
    expect(lessonMinutesIn('1.5 hours')).toBe(90);
    expect(lessonMinutesIn('90 min')).toBe(90);
    expect(lessonMinutesIn('1h 30m')).toBe(90);
    expect(lessonMinutesIn('১ ঘণ্টা ৩০ মিনিট')).toBe(90);
    expect(lessonMinutesIn('৪৫ মিনিট')).toBe(45);
  });

  it('reads nothing from a text without a length, or an impossible one', () => {
    expect(lessonMinutesIn('')).toBeNull();
    expect(lessonMinutesIn('as needed')).toBeNull();
    expect(lessonMinutesIn('0 minutes')).toBeNull();
    expect(lessonMinutesIn('30 hours')).toBeNull();
  });

  it('falls back to the Bengali text, then to an hour', () => {
    expect(lessonMinutes({ dt: '2 Hours', dtBn: '১ ঘণ্টা' })).toBe(120);
    expect(lessonMinutes({ dt: 'daily', dtBn: '৪৫ মিনিট' })).toBe(45);
    expect(lessonMinutes({ dt: 'daily', dtBn: '' })).toBe(DEFAULT_LESSON_MINUTES);
  });
});
