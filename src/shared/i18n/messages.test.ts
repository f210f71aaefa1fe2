import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, messageCatalogue, renderMessage } from './messages';
import { clockIn, dayIn } from './message-values';

// Every value a message can carry, as the features pass them: codes and links as stored, amounts
// and counts as numbers, days as YYYY-MM-DD, times as HH:MM.
const CODES = {
  oid: 'OID12345678',
  sid: 'SID00042',
  number: 'RF-2026-000123',
  serial: 'KDS-2026-00017',
  phone: '01712345678',
  link: 'https://school.example/bn/receipt/R-2026-000045',
  email: 'rahim9@example.com',
  site: 'https://school.example',
};
const VALUES = {
  ...CODES,
  name: 'রহিম',
  course: 'Manual Car',
  course_bn: 'ম্যানুয়াল কার',
  batch: 'Manual Car',
  batch_bn: 'ম্যানুয়াল কার',
  amount: 12500,
  days: 3,
  date: '2026-03-15',
  sdate: '2026-04-01',
  time: '14:30',
  method: 'bKash',
  method_bn: 'বিকাশ',
  reason: 'কাগজ মেলেনি',
  place: 'মাঠ',
  test: 'মাঠ',
  text: 'কাল ক্লাস হবে',
  inviter: 'মালিক',
  school: 'স্কুল',
  schoolName: 'খুলনা ড্রাইভিং স্কুল',
  subject: 'বার্তা',
};

/** A message's words with its codes taken out: what is left must hold no ASCII digit. */
const withoutCodes = (text: string) => Object.values(CODES).reduce((s, code) => s.split(code).join(''), text);

describe('the SMS and mail texts', () => {
  it('write every amount, count, day and time of a Bengali message in Bengali digits; codes stay ASCII', () => {
    for (const kind of MESSAGE_KINDS) {
      const { sms, subject, mail } = renderMessage(kind, 'bn', VALUES);
      for (const text of [sms, subject, mail]) {
        expect(withoutCodes(text), `${kind}: ${text}`).not.toMatch(/[0-9]/);
        for (const code of Object.values(CODES).filter((c) => text.includes(c.slice(0, 6))))
          expect(text, kind).toContain(code);
      }
    }
    const paid = renderMessage('payment.confirmed', 'bn', VALUES);
    expect(paid.sms).toContain('৳১২,৫০০');
    const reminder = renderMessage('session.reminder', 'bn', VALUES);
    expect(reminder.sms).toContain('১৫ মার্চ, ২০২৬');
    expect(reminder.sms).toContain('২:৩০ দুপুর');
    expect(renderMessage('booking.received', 'bn', VALUES).mail).toContain('১ এপ্রিল, ২০২৬');
    expect(renderMessage('account.invite', 'bn', VALUES).mail).toContain('৩ দিনের মধ্যে');
  });

  it('name every quantity and time of a Bengali text with its form, so none slips through as ASCII', () => {
    for (const kind of MESSAGE_KINDS)
      for (const text of Object.values(messageCatalogue[kind].bn))
        expect(text, kind).not.toMatch(/\{(amount|days|date|sdate|time)\}/);
  });

  it('keep English messages as they were: Tk 12500, the day and time as given', () => {
    expect(renderMessage('payment.confirmed', 'en', VALUES).sms).toBe(
      'Payment of Tk 12500 for OID12345678 confirmed. Receipt: https://school.example/bn/receipt/R-2026-000045',
    );
    expect(renderMessage('session.reminder', 'en', VALUES).sms).toBe(
      'Reminder: driving class tomorrow 2026-03-15 at 14:30 (Manual Car).',
    );
  });

  it('leave a value that is not of its form as it is (a time the office will tell)', () => {
    expect(clockIn('bn', 'অফিস যে সময় জানাবে')).toBe('অফিস যে সময় জানাবে');
    expect(dayIn('bn', 'soon')).toBe('soon');
    expect(renderMessage('test.appointment', 'bn', { ...VALUES, time_bn: 'অফিস যে সময় জানাবে' }).sms).toContain(
      'অফিস যে সময় জানাবে',
    );
  });
});
