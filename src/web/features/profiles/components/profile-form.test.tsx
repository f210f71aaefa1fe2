import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fieldCodeOf } from '#shared/field-codes.ts';
import type { Profile } from '#shared/schemas/profile.ts';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { answerEvery } from '#web/test/server-answers.ts';
import { bn, en } from '#web/test/texts.ts';
import { ProfileForm } from './profile-form';

const saved: Profile = {
  _id: '11111111-1111-4111-8111-111111111111',
  sid: 'SID00000003',
  name: 'Salma Akter',
  email: 'salma@example.com',
  phone: '01712345678',
  image: '/files/public/photo-1.jpg',
  nid: '1234567890',
  emergency: '01812345678',
  preaddress: 'Khulna',
  peraddress: 'Khulna',
  dob: '2000-01-15',
  fname: null,
  mname: null,
  status: 'active',
};

/**
 * The server's refusal of a field, as the server sends it: the shared rule's English and, beside
 * it, the code that text has (the same function finds it there, src/shared/field-codes.ts).
 */
function refuseField(name: string, english: string) {
  const code = fieldCodeOf(english);
  return answerEvery(400, {
    code: 'VALIDATION_FAILED',
    message: 'Some fields are not valid.',
    fields: { [name]: english },
    ...(code ? { fieldCodes: { [name]: code } } : {}),
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('The profile form, refused by the server', () => {
  it("shows the shared rule's refusal under its field in Bengali on a Bengali page, never its English", async () => {
    await i18n.changeLanguage('bn');
    refuseField('nid', 'Please enter the NID number.');
    renderInApp(<ProfileForm profile={saved} defaultName="Salma Akter" />);
    await userEvent.click(screen.getByRole('button', { name: bn.profiles.myProfile.save }));
    const nid = screen.getByLabelText(new RegExp(`^${bn.profiles.fields.nid}`));
    expect(await screen.findByText(bn.fieldErrors.nidRequired)).toBeTruthy();
    expect(nid.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Please enter the NID number.')).toBeNull();
  });

  it('reads, on an English page, as the rule words it', async () => {
    refuseField('phone', 'The phone number must be a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX.');
    renderInApp(<ProfileForm profile={saved} defaultName="Salma Akter" />);
    await userEvent.click(screen.getByRole('button', { name: en.profiles.myProfile.save }));
    expect(await screen.findByText(en.fieldErrors.phoneInvalid)).toBeTruthy();
  });
});
