import { describe, expect, it } from 'vitest';
import { smsRecipient, smsSize } from './sms';

describe('smsSize', () => {
  it('counts plain English as GSM: 160 in one part, 153 per part beyond', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
    // An extended character takes two septets.
    expect(smsSize('€'.repeat(80)).segments).toBe(1);
    expect(smsSize('€'.repeat(81)).segments).toBe(2);
  });

  it('counts Bengali as Unicode: 70 in one part, 67 per part beyond', () => {
    expect(smsSize('ক'.repeat(70))).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(smsSize('ক'.repeat(71)).segments).toBe(2);
    expect(smsSize('ক'.repeat(134)).segments).toBe(2);
    expect(smsSize('ক'.repeat(135)).segments).toBe(3);
    // One Bengali letter turns an English text into Unicode.
    expect(smsSize(`${'a'.repeat(69)}ক`).segments).toBe(1);
    expect(smsSize(`${'a'.repeat(70)}ক`)).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
  });
});

describe('smsRecipient', () => {
  it('writes every spelling of a Bangladeshi mobile as +8801XXXXXXXXX', () => {
    for (const typed of ['01712345678', '8801712345678', '+8801712345678', '+880 1712-345678', '01712 345 678'])
      expect(smsRecipient(typed)).toBe('+8801712345678');
  });

  it('refuses what is not a Bangladeshi mobile', () => {
    for (const typed of ['01212345678', '0171234567', '017123456789', '+441712345678', 'phone'])
      expect(smsRecipient(typed)).toBeNull();
  });
});
