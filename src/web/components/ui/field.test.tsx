import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_ACCEPT } from '#web/lib/image-file.ts';
import { Field, ImageField, PasswordField, SelectField, TextAreaField, TextField } from './field';

/** The ids in a control's aria-describedby, resolved to the texts a screen reader reads after the label. */
function descriptionOf(control: HTMLElement) {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}

describe('Field', () => {
  it('ties its label to the control it renders and passes it the ids', () => {
    render(<Field label="Nickname">{(ids) => <input id={ids.id} aria-invalid={ids.invalid} />}</Field>);
    const input = screen.getByLabelText('Nickname');
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the hint and then the error, both read with the control, the error announced', () => {
    render(
      <Field label="Nickname" hint="Shown on your certificate." error="Please enter a nickname.">
        {(ids) => <input id={ids.id} aria-describedby={ids.describedBy} aria-invalid={ids.invalid} />}
      </Field>,
    );
    const input = screen.getByLabelText('Nickname');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toEqual(['Shown on your certificate.', 'Please enter a nickname.']);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a nickname.');
  });

  it('gives two fields on one page different ids, so each label names its own control', () => {
    render(
      <>
        <Field label="First">{(ids) => <input id={ids.id} />}</Field>
        <Field label="Second">{(ids) => <input id={ids.id} />}</Field>
      </>,
    );
    expect(screen.getByLabelText('First')).not.toBe(screen.getByLabelText('Second'));
  });
});

describe('TextField', () => {
  it('is a text box named by its label, described by its hint, and valid without an error', () => {
    render(<TextField label="Full name" hint="As on your NID." />);
    const box = screen.getByRole('textbox', { name: 'Full name', description: 'As on your NID.' });
    expect(box.getAttribute('type')).toBe('text');
    expect(box.getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks itself invalid and announces the error, read after the hint', () => {
    render(<TextField label="Phone number" hint="11 digits." error="Please enter a phone number." />);
    const box = screen.getByRole('textbox', { name: 'Phone number' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box)).toEqual(['11 digits.', 'Please enter a phone number.']);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please enter a phone number.');
    expect(box.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('passes the input its own attributes and takes what is typed', async () => {
    const user = userEvent.setup();
    render(<TextField label="E-mail" type="email" autoComplete="email" placeholder="you@example.com" />);
    const box = screen.getByLabelText<HTMLInputElement>('E-mail');
    expect(box.type).toBe('email');
    expect(box.getAttribute('autocomplete')).toBe('email');
    await user.type(box, 'rahim@example.com');
    expect(box.value).toBe('rahim@example.com');
  });
});

describe('TextAreaField', () => {
  it('is a multi-line box of 4 rows named by its label, with its error announced', async () => {
    const user = userEvent.setup();
    render(<TextAreaField label="Address" error="Please enter your address." />);
    const box = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Address' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('rows')).toBe('4');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box)).toEqual(['Please enter your address.']);
    await user.type(box, 'House 5{Enter}KDA Avenue');
    expect(box.value).toBe('House 5\nKDA Avenue');
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'car', label: 'Car' },
    { value: 'bike', label: 'Motorbike' },
  ];

  it('offers every option by its label and sends its value', async () => {
    const user = userEvent.setup();
    render(<SelectField label="Vehicle" options={options} hint="The one you will learn on." />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', {
      name: 'Vehicle',
      description: 'The one you will learn on.',
    });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Car', 'Motorbike']);
    await user.selectOptions(select, 'Motorbike');
    expect(select.value).toBe('bike');
  });

  it('starts on the placeholder, which can never be chosen again', async () => {
    const user = userEvent.setup();
    render(<SelectField label="Vehicle" options={options} placeholder="Choose one" defaultValue="" />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Vehicle' });
    expect(select.value).toBe('');
    const placeholder = screen.getByRole<HTMLOptionElement>('option', { name: 'Choose one' });
    expect(placeholder.disabled).toBe(true);
    await user.selectOptions(select, 'Car');
    // Choosing the disabled placeholder does nothing, as in a browser.
    await user.selectOptions(select, 'Choose one');
    expect(select.value).toBe('car');
  });

  it('announces its error and marks itself invalid', () => {
    render(<SelectField label="Vehicle" options={options} error="Please choose a vehicle." />);
    const select = screen.getByRole('combobox', { name: 'Vehicle' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(select)).toEqual(['Please choose a vehicle.']);
    expect(screen.getByRole('alert').textContent).toBe('Please choose a vehicle.');
  });
});

describe('ImageField', () => {
  it('is a file input that offers only the image types the upload takes, and holds the chosen image', async () => {
    const user = userEvent.setup();
    render(<ImageField label="Photo" error="Please choose a photo." />);
    const input = screen.getByLabelText<HTMLInputElement>('Photo');
    expect(input.type).toBe('file');
    expect(input.accept).toBe(IMAGE_ACCEPT);
    expect(IMAGE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp']));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please choose a photo.');

    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await user.upload(input, photo);
    expect(input.files?.[0]).toBe(photo);
  });
});

describe('PasswordField', () => {
  it('hides the password until asked, then shows and hides it again, keeping what was typed', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" hint="At least 8 characters." autoComplete="new-password" />);
    const box = screen.getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
    expect(descriptionOf(box)).toEqual(['At least 8 characters.']);
    await user.type(box, 'Padma2026river');
    expect(box.type).toBe('password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    await user.click(show);
    expect(box.type).toBe('text');
    expect(box.value).toBe('Padma2026river');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.getAttribute('aria-pressed')).toBe('true');

    await user.click(hide);
    expect(box.type).toBe('password');
    expect(box.value).toBe('Padma2026river');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('never submits its form when the toggle is pressed', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submitted++;
        }}
      >
        <PasswordField label="Password" />
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(submitted).toBe(0);
  });

  it('announces its error and marks the password box invalid', () => {
    render(<PasswordField label="Password" error="This password is too easy to guess." />);
    const box = screen.getByLabelText('Password', { selector: 'input' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box)).toEqual(['This password is too easy to guess.']);
    expect(screen.getByRole('alert').textContent).toBe('This password is too easy to guess.');
  });
});
