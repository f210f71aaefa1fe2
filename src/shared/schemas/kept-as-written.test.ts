import { describe, expect, it } from 'vitest';
import { profileInputSchema } from './profile';

/** The profile form's own check (its resolver) given the stored profile, as the form builds it. */
const stored = {
  name: 'Karim Hossain',
  image: '',
  phone: '01712345678',
  emergency: '041-723456',
  nid: '12345',
  dob: '15th June',
  preaddress: 'Boyra, Khulna',
  peraddress: 'Boyra, Khulna',
};

describe('the profile form with values kept as written', () => {
  it('passes them unchanged, as stored', () => {
    const parsed = profileInputSchema(stored).safeParse({ ...stored, preaddress: 'Sonadanga' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ emergency: '041-723456', nid: '12345', dob: '15th June', image: '' });
  });

  it('refuses a changed wrong value with the same code and message as without a stored profile', () => {
    const body = { ...stored, emergency: '041-999999' };
    const kept = profileInputSchema(stored).safeParse(body);
    const plain = profileInputSchema().safeParse(body);
    const issue = (r: typeof kept) => r.error?.issues.find((i) => i.path[0] === 'emergency');
    expect(issue(kept)).toBeDefined();
    expect({ code: issue(kept)!.code, message: issue(kept)!.message }).toEqual({
      code: issue(plain)!.code,
      message: issue(plain)!.message,
    });
  });

  it('still normalises a corrected value', () => {
    const parsed = profileInputSchema(stored).safeParse({ ...stored, emergency: '+880 1812-345678' });
    expect(parsed.data?.emergency).toBe('01812345678');
  });
});
