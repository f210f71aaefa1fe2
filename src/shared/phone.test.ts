import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { normalizePhone, optionalPhoneSchema, phoneSchema } from './phone';

const messages = { required: 'Required.', invalid: 'Not a Bangladeshi mobile number.' };

describe('normalizePhone', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['017-1234-5678', '01712345678'],
    ['+880 1812 345678', '01812345678'],
    ['8801712345678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['+88 01712-345678', '01712345678'],
    ['০১৭১২-৩৪৫৬৭৮', '01712345678'],
    ['+৮৮০ ১৯১২ ৩৪৫৬৭৮', '01912345678'],
    ['(017) 1234.5678', '01712345678'],
    [' 01312\u00a0345678 ', '01312345678'],
    ['01512–345678', '01512345678'], // an en dash, as phones' keyboards put it
  ])('%s → %s', (typed, stored) => {
    expect(normalizePhone(typed)).toBe(stored);
  });

  it.each([
    ['', 'empty'],
    ['12345', 'too short'],
    ['0171234567', '10 digits'],
    ['017123456789', '12 digits'],
    ['01212345678', 'operator digit 2'],
    ['01012345678', 'operator digit 0'],
    ['1712345678', 'no trunk 0 or country code'],
    ['+8801212345678', 'country code, operator digit 2'],
    ['+880171234567', 'country code, one digit short'],
    ['+91 9812345678', 'another country'],
    ['+0171234567 8', 'a + without the country code'],
    ['017+12345678', 'a + inside'],
    ['01712 34567x', 'a letter'],
    ['017/1234/5678', 'slashes'],
    ['০১৭১২৩৪৫৬৭৮৯', 'Bengali digits, one too many'],
    ['0'.repeat(41), 'far too long'],
  ])('refuses %s (%s)', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
  });
});

describe('phoneSchema', () => {
  const schema = phoneSchema(messages);

  it('turns what was typed into the stored form', () => {
    expect(schema.parse(' 017-1234-5678 ')).toBe('01712345678');
  });

  it('refuses empty with the required text and anything else with the invalid text', () => {
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('Required.');
    expect(schema.safeParse('12345').error?.issues[0]?.message).toBe('Not a Bangladeshi mobile number.');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Required.');
    expect(schema.safeParse('1'.repeat(50)).error?.issues[0]?.message).toBe('Not a Bangladeshi mobile number.');
  });
});

describe('optionalPhoneSchema', () => {
  const schema = z.object({ phone2: optionalPhoneSchema(messages) });

  it.each([[''], ['   '], [null], [undefined]])('stores %j as null', (given) => {
    expect(schema.parse({ phone2: given })).toEqual({ phone2: null });
  });

  it('normalises a number and refuses a non-number', () => {
    expect(schema.parse({ phone2: '+880 1812 345678' })).toEqual({ phone2: '01812345678' });
    expect(schema.safeParse({ phone2: '0171' }).error?.issues[0]).toMatchObject({
      path: ['phone2'],
      message: 'Not a Bangladeshi mobile number.',
    });
  });
});
