import { describe, expect, it } from 'vitest';
import { asciiDigits } from './digits';
import { ProfileInputSchema } from './schemas/profile';
import { VerifyRequestSchema } from './schemas/verification';
import { DobSchema } from './schemas/user';
import { bookingBirthDate, startDate } from './schemas/order';
import { addDays, todayInDhaka } from './dates';

const bn = (ascii: string) => ascii.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));

describe('numbers typed on a Bengali keyboard', () => {
  it('turns Bengali digits into ASCII digits and leaves everything else', () => {
    expect(asciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(asciiDigits('SID১২৩৪৫৬৭৮ ক')).toBe('SID12345678 ক');
  });

  it('an NID in Bengali digits is accepted and stored in ASCII digits', () => {
    const nid = ProfileInputSchema.shape.nid.parse(bn('1990123456789'));
    expect(nid).toBe('1990123456789');
    expect(ProfileInputSchema.shape.nid.safeParse(bn('12345')).success).toBe(false);
  });

  it('a SID and a date of birth in Bengali digits verify like ASCII ones', () => {
    expect(VerifyRequestSchema.parse({ sid: `sid${bn('12345678')}`, dob: bn('2001-07-19') })).toEqual({
      sid: 'SID12345678',
      dob: '2001-07-19',
    });
    expect(DobSchema.parse(bn('1999-09-09'))).toBe('1999-09-09');
  });

  it("a booking's start date and date of birth in Bengali digits are stored in ASCII digits", () => {
    const day = addDays(todayInDhaka(), 3);
    expect(startDate().parse(bn(day))).toBe(day);
    expect(bookingBirthDate().parse(bn('2001-07-19'))).toBe('2001-07-19');
  });
});
