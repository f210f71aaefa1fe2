import { afterEach, describe, expect, it } from 'vitest';
import i18n from './i18n';
import { bn, en } from '#web/test/texts.ts';
import { ApiError } from './api';
import { errorText } from './error-text';

afterEach(() => i18n.changeLanguage('en'));

describe('the words on screen for an error', () => {
  it('on an English page are the catalogue’s English for the code, never the server’s message', () => {
    const err = new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'the server’s words');
    expect(errorText(err)).toBe('Invalid email or password');
    // The product's own texts, word for word, whatever the server wrote beside the code.
    expect(errorText(new ApiError(400, 'VERIFY_DOB_MISMATCH', 'x'))).toBe('Date Of Birth Is Not Matched');
    expect(errorText(new ApiError(404, 'PROFILE_NOT_FOUND', 'x'))).toBe('There is no profile with this email');
    expect(errorText(new ApiError(404, 'COURSE_NOT_FOUND', 'There is no course with the id "x".'))).toBe(
      'There is no course with this id.',
    );
    expect(errorText(new ApiError(418, 'SOMETHING_NEW', 'A brand-new refusal'))).toBe(en.errors.generic);
  });

  it('on a Bengali page are the catalogue’s Bengali for the code, never the server’s English', async () => {
    await i18n.changeLanguage('bn');
    expect(errorText(new ApiError(401, 'INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'))).toBe(
      bn.errors.INVALID_EMAIL_OR_PASSWORD,
    );
    expect(errorText(new ApiError(429, 'RATE_LIMITED', 'Too many requests'))).toBe(bn.errors.RATE_LIMITED);
    // A code the catalogue does not know: the general Bengali text, not the English message.
    expect(errorText(new ApiError(418, 'SOMETHING_NEW', 'A brand-new refusal'))).toBe(bn.errors.generic);
  });

  it('a refusal for too many tries says how long to wait, worded in the reader’s language', async () => {
    const english = new ApiError(
      429,
      'RATE_LIMITED',
      'Too many bookings. Please wait 2 minutes and try again.',
      undefined,
      120,
    );
    expect(errorText(english)).toBe('Too many tries. Please wait 2 minutes and try again.');
    await i18n.changeLanguage('bn');
    expect(errorText(english)).toBe('অনেকবার চেষ্টা হয়েছে। ২ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।');
    expect(errorText(new ApiError(429, 'RATE_LIMITED', 'x', undefined, 45))).toBe(
      'অনেকবার চেষ্টা হয়েছে। ৪৫ সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।',
    );
    expect(errorText(new ApiError(429, 'RATE_LIMITED', 'x', undefined, 7200))).toBe(
      'অনেকবার চেষ্টা হয়েছে। ২ ঘণ্টা অপেক্ষা করে আবার চেষ্টা করুন।',
    );
  });

  it('a refusal names the limit that refused when the server says which, in the reader’s language', async () => {
    const certificates = new ApiError(429, 'RATE_LIMITED', 'x', undefined, 30, undefined, {
      limit: 'certificates',
      retryAfterSeconds: 30,
    });
    expect(errorText(certificates)).toBe(
      'Too many certificate checks from your connection. Please wait 30 seconds and try again.',
    );
    await i18n.changeLanguage('bn');
    expect(errorText(certificates)).toBe(bn.rateLimits.certificates.replace('{{wait}}', '৩০ সেকেন্ড'));
    // A limit the catalogue does not know: the general words, still with the wait.
    const unknown = new ApiError(429, 'RATE_LIMITED', 'x', undefined, 45, undefined, { limit: 'brandNew' });
    expect(errorText(unknown)).toBe('অনেকবার চেষ্টা হয়েছে। ৪৫ সেকেন্ড অপেক্ষা করে আবার চেষ্টা করুন।');
  });

  it('say the connection failed when the server could not be reached, in either language', async () => {
    const offline = new ApiError(0, 'NETWORK', 'Could not reach the server.');
    expect(errorText(offline)).toBe(i18n.t('errors.NETWORK'));
    await i18n.changeLanguage('bn');
    expect(errorText(offline)).toBe(bn.errors.NETWORK);
  });

  it('are the general text for anything that is not an API answer, never empty', async () => {
    expect(errorText(new TypeError('x is undefined'))).toBe(i18n.t('errors.generic'));
    expect(errorText(undefined)).not.toBe('');
    await i18n.changeLanguage('bn');
    expect(errorText(new Error('boom'))).toBe(bn.errors.generic);
  });
});
