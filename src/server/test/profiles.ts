import type { ProfileInput } from '#shared/schemas/profile.ts';

/** Test helpers for the profile API tests (not part of the app). */

/** A valid profile that shows `image`, with `overrides` laid on top. */
export const profileBody = (image: string, overrides: Partial<ProfileInput> = {}): ProfileInput => ({
  name: 'Rahima Khatun',
  image,
  phone: '01712345678',
  preaddress: 'House 12, KDA Avenue, Khulna',
  peraddress: 'Village Rupsha, Khulna',
  emergency: '+8801812345678',
  dob: '2001-05-17',
  nid: '1234567890',
  ...overrides,
});
