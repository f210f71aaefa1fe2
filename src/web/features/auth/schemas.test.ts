import { describe, expect, it } from 'vitest';
import { secondFactorFormSchema } from './schemas';

describe('the authenticator code', () => {
  it('is read the same in Bengali digits, with spaces, as in ASCII', () => {
    const app = secondFactorFormSchema('app');
    expect(app.parse({ code: '123456' }).code).toBe('123456');
    expect(app.parse({ code: '১২৩ ৪৫৬' }).code).toBe('123456');
  });

  it('still refuses what is not six digits', () => {
    const app = secondFactorFormSchema('app');
    for (const code of ['১২৩৪৫', '12345a', '']) expect(app.safeParse({ code }).success, code).toBe(false);
  });
});
