import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '#web/lib/i18n.ts';
import { renderInApp } from '#web/test/render.tsx';
import { bn, en } from '#web/test/texts.ts';
import { VerificationForm } from './verification-form';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('The verification form', () => {
  it('says what is missing or wrong in the words the server uses, on an English page', async () => {
    const onVerify = vi.fn();
    renderInApp(<VerificationForm initialSid="" busy={false} onVerify={onVerify} />);
    await userEvent.click(screen.getByRole('button', { name: en.verification.submit }));
    expect(await screen.findByText('Please enter the SID.')).toBeTruthy();
    expect(screen.getByText('Please enter the date of birth.')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^SID/), 'SID123');
    await userEvent.click(screen.getByRole('button', { name: en.verification.submit }));
    expect(await screen.findByText('A SID is "SID" followed by 8 digits, for example SID12345678.')).toBeTruthy();
    expect(onVerify).not.toHaveBeenCalled();
  });

  it('says it in Bengali on a Bengali page', async () => {
    await i18n.changeLanguage('bn');
    renderInApp(<VerificationForm initialSid="" busy={false} onVerify={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: bn.verification.submit }));
    expect(await screen.findByText(bn.fieldErrors.sidRequired)).toBeTruthy();
    expect(screen.getByText(bn.fieldErrors.dobRequired)).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/^SID/), 'SID123');
    await userEvent.click(screen.getByRole('button', { name: bn.verification.submit }));
    expect(await screen.findByText(bn.fieldErrors.sidExample)).toBeTruthy();
  });
});
