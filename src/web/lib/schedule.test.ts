import { afterEach, describe, expect, it } from 'vitest';
import i18n from './i18n';
import { scheduleText } from './schedule';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a batch’s days and time in words', () => {
  it('names the days in the page’s language, in the week’s order, and all seven as every day', async () => {
    expect(scheduleText({ weekdays: [4, 0, 2], time: '07:30' })).toBe('Sun, Tue and Thu at 07:30');
    expect(scheduleText({ weekdays: [0, 1, 2, 3, 4, 5, 6], time: '16:00' })).toBe('Every day at 16:00');
    await i18n.changeLanguage('bn');
    expect(scheduleText({ weekdays: [0, 2], time: '07:30' })).toBe('রবি এবং মঙ্গল, ৭:৩০ সকাল');
  });
});
