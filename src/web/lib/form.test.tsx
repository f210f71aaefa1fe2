import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Toaster } from 'react-hot-toast';
import { z } from 'zod';
import { PasswordField, SelectField, TextField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { bn } from '#web/test/texts.ts';
import { ApiError } from './api';
import i18n from './i18n';
import { atFields, fieldsOf, submitWith, type ErrorText } from './form';

const schema = z.object({
  email: z.string().min(1, 'Please enter your e-mail.').pipe(z.email('That is not an e-mail address.')),
  password: z.string().min(8, 'At least 8 characters.'),
  vehicle: z.enum(['car', 'bike'], 'Please choose a vehicle.'),
  contact: z.object({ phone: z.string().regex(/^01\d{9}$/, 'Please enter an 11-digit phone number.') }),
});
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;
type Form = UseFormReturn<Input, unknown, Values>;

const valid: Values = {
  email: 'rahim@example.com',
  password: 'Padma2026river',
  vehicle: 'bike',
  contact: { phone: '01712345678' },
};

/** A sign-up form built as the site's forms are: ui fields, fieldsOf, submitWith, SubmitButton, the toaster. */
function SignUp({
  action,
  showAtField,
  errorText,
}: {
  action: (values: Values) => Promise<unknown>;
  showAtField?: (err: unknown, form: Form) => boolean;
  errorText?: ErrorText<keyof Values | 'contact.phone'>;
}) {
  const form = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', password: '', vehicle: '' as Values['vehicle'], contact: { phone: '' } },
  });
  const field = fieldsOf(form, errorText);
  const onSubmit = submitWith(form, action, showAtField && ((err) => showAtField(err, form)));
  return (
    <>
      <form onSubmit={onSubmit} noValidate>
        <TextField label="E-mail" type="email" hint="We never share it." {...field('email')} />
        <PasswordField label="Password" {...field('password')} />
        <SelectField
          label="Vehicle"
          placeholder="Choose one"
          options={[
            { value: 'car', label: 'Car' },
            { value: 'bike', label: 'Motorbike' },
          ]}
          {...field('vehicle')}
        />
        <TextField label="Phone number" {...field('contact.phone')} />
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving…">
          Sign up
        </SubmitButton>
      </form>
      <Toaster />
    </>
  );
}

const email = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'E-mail' });
const password = () => screen.getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
const vehicle = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Vehicle' });
const phone = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Phone number' });

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Values) {
  await user.type(email(), values.email);
  await user.type(password(), values.password);
  await user.selectOptions(vehicle(), values.vehicle === 'car' ? 'Car' : 'Motorbike');
  await user.type(phone(), values.contact.phone);
}

/** A promise the test settles when it chooses, to look at the form while the action runs. */
function deferred() {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('fieldsOf', () => {
  it('shows each field’s error under it, announced and linked, and runs nothing until they are fixed', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => {});
    render(<SignUp action={action} />);
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Please enter your e-mail.',
      'At least 8 characters.',
      'Please choose a vehicle.',
      'Please enter an 11-digit phone number.',
    ]);
    expect(
      screen.getByRole('textbox', { name: 'E-mail', description: 'We never share it. Please enter your e-mail.' }),
    ).toBe(email());
    for (const control of [email(), password(), vehicle(), phone()]) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
    }
    // A nested field (contact.phone) finds its own error too.
    expect(
      screen.getByRole('textbox', { name: 'Phone number', description: 'Please enter an 11-digit phone number.' }),
    ).toBe(phone());
    expect(action).not.toHaveBeenCalled();

    // After a failed submit each field checks again as it is corrected.
    await user.type(email(), 'not an address');
    expect(await screen.findByText('That is not an e-mail address.')).toBeTruthy();
    await user.clear(email());
    await user.type(email(), valid.email);
    await waitFor(() => expect(email().getAttribute('aria-invalid')).toBe('false'));
    expect(screen.queryByText('That is not an e-mail address.')).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  it('shows the text errorText makes of an error, given the field’s name', async () => {
    const user = userEvent.setup();
    const errorText = vi.fn<NonNullable<Parameters<typeof SignUp>[0]['errorText']>>(
      (error, name) => `${name}: ${error.message?.toLowerCase()}`,
    );
    render(<SignUp action={async () => {}} errorText={errorText} />);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('email: please enter your e-mail.')).toBeTruthy();
    expect(screen.getByText('contact.phone: please enter an 11-digit phone number.')).toBeTruthy();
    expect(errorText).toHaveBeenCalledWith(expect.objectContaining({ type: 'too_small' }), 'password');
  });
});

describe('submitWith', () => {
  it('runs the action with the checked values, and shows no error', async () => {
    const user = userEvent.setup();
    const action = vi.fn(async () => {});
    render(<SignUp action={action} />);
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action).toHaveBeenCalledWith(valid);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the button disabled and busy while the action runs, so a second click sends nothing', async () => {
    const user = userEvent.setup();
    const running = deferred();
    const action = vi.fn(() => running.promise);
    render(<SignUp action={action} />);
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const busy = await screen.findByRole<HTMLButtonElement>('button', { name: 'Saving…' });
    expect(busy.disabled).toBe(true);
    await user.click(busy);
    expect(action).toHaveBeenCalledTimes(1);

    running.resolve();
    const idle = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sign up' });
    expect(idle.disabled).toBe(false);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('shows the server’s message as a toast when the action fails, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const running = deferred();
    render(<SignUp action={() => running.promise} />);
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByRole('button', { name: 'Saving…' });
    running.reject(new ApiError(409, 'CONFLICT', 'This e-mail already has an account.'));

    expect((await screen.findByRole('status')).textContent).toBe(i18n.t('errors.CONFLICT'));
    expect(email().value).toBe(valid.email);
    expect(password().value).toBe(valid.password);
    expect(vehicle().value).toBe(valid.vehicle);
    expect(phone().value).toBe(valid.contact.phone);
    // Not a field's fault: no field is marked, and the form can be sent again at once.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign up' }).disabled).toBe(false);
  });

  it('says something went wrong when the failure carries no message of its own', async () => {
    const user = userEvent.setup();
    render(<SignUp action={() => Promise.reject('network down')} />);
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('status')).textContent).toBe('Something went wrong. Please try again.');
  });

  it('puts the error under its field instead when showAtField takes it, with no toast', async () => {
    const user = userEvent.setup();
    const refused = new ApiError(400, 'WEAK_PASSWORD', 'weak');
    const showAtField = vi.fn((err: unknown, form: Form) => {
      if (!(err instanceof ApiError) || err.code !== 'WEAK_PASSWORD') return false;
      form.setError('password', { message: 'This password is too easy to guess.' });
      return true;
    });
    render(<SignUp action={() => Promise.reject(refused)} showAtField={showAtField} />);
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect((await screen.findByRole('alert')).textContent).toBe('This password is too easy to guess.');
    expect(showAtField).toHaveBeenCalledWith(refused, expect.anything());
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(password().value).toBe(valid.password);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('still toasts the errors showAtField leaves alone', async () => {
    const user = userEvent.setup();
    const showAtField = vi.fn(() => false);
    render(
      <SignUp
        action={() => Promise.reject(new ApiError(503, 'UNAVAILABLE', 'Please try again in a minute.'))}
        showAtField={showAtField}
      />,
    );
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('status')).textContent).toBe(i18n.t('errors.UNAVAILABLE'));
    expect(showAtField).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('atFields: the server’s refusals of single fields', () => {
  it('shows each of the form’s own fields’ refusal under it, worded from its code, with no toast', async () => {
    const user = userEvent.setup();
    const refused = new ApiError(
      400,
      'VALIDATION_FAILED',
      'email: English for logs',
      { email: 'English for logs', password: 'More English', coupon: 'Not a field here.' },
      undefined,
      { email: { code: 'formErrors.maxChars', params: { max: 64 } }, coupon: { code: 'formErrors.required' } },
    );
    render(
      <SignUp
        action={() => Promise.reject(refused)}
        showAtField={(err, form) => atFields(form, { fields: ['email', 'password'] })(err)}
      />,
    );
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const alerts = await screen.findAllByRole('alert');
    // The code's words with its value; a field the server named without a code: the general words.
    expect(alerts.map((a) => a.textContent)).toEqual([
      i18n.t('formErrors.maxChars', { max: '64' }),
      i18n.t('formErrors.invalid'),
    ]);
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/English|Not a field here/)).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('words the same refusal in Bengali on a Bengali page, never the server’s English', async () => {
    await i18n.changeLanguage('bn');
    try {
      const user = userEvent.setup();
      const refused = new ApiError(400, 'VALIDATION_FAILED', 'x', { email: 'At most 64 characters' }, undefined, {
        email: { code: 'formErrors.maxChars', params: { max: 64 } },
      });
      render(
        <SignUp
          action={() => Promise.reject(refused)}
          showAtField={(err, form) => atFields(form, { fields: ['email'] })(err)}
        />,
      );
      await fillIn(user, valid);
      await user.click(screen.getByRole('button', { name: 'Sign up' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        bn.formErrors.maxChars.replace('{{max, number}}', '৬৪'),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a refusal the answer’s own code names (a code already taken) reads as that code', async () => {
    const user = userEvent.setup();
    const taken = new ApiError(409, 'COUPON_EXISTS', 'x', { email: 'English' });
    render(<SignUp action={() => Promise.reject(taken)} showAtField={(err, form) => atFields(form)(err)} />);
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('errors.COUPON_EXISTS'));
  });

  it('leaves an error without field refusals to the toast', async () => {
    const user = userEvent.setup();
    render(
      <SignUp
        action={() => Promise.reject(new ApiError(503, 'UNAVAILABLE', 'Please try again in a minute.'))}
        showAtField={(err, form) => atFields(form)(err)}
      />,
    );
    await fillIn(user, valid);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect((await screen.findByRole('status')).textContent).toBe(i18n.t('errors.UNAVAILABLE'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
