/**
 * The password policy (docs/decisions/0003-password-policy.md), shared by the forms and the server:
 * 8 to 128 characters, at least one letter and one digit, and not one of the passwords everybody
 * tries first. The server also refuses guessable passwords with a strength estimator
 * (src/server/auth/password-strength.ts), kept off the browser bundle: its dictionaries are large.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const COMMON = new Set([
  'password1',
  'password123',
  'passw0rd',
  'qwerty123',
  'abc12345',
  'abcd1234',
  '1qaz2wsx',
  'iloveyou1',
  'bangladesh1',
  'khulna123',
  'a1234567',
  '12345678a',
]);

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    password.length <= PASSWORD_MAX &&
    /\p{L}/u.test(password) &&
    /\p{N}/u.test(password) &&
    !COMMON.has(password.toLowerCase())
  );
}
