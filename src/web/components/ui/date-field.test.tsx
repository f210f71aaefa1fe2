import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '#web/lib/i18n.ts';
import { DateField, DateInput, MonthInput } from './date-field';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

function Form({ onSubmit, start = '' }: { onSubmit: (values: { start: string }) => void; start?: string }) {
  const form = useForm<{ start: string }>({ defaultValues: { start } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <DateField label="Starting date" hint="From tomorrow on." {...form.register('start')} />
      <button type="button" onClick={() => form.reset({ start: '2031-07-04' })}>
        Reset
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

describe('DateField', () => {
  it('takes a day typed as day/month/year and gives the form YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const box = screen.getByLabelText<HTMLInputElement>('Starting date');
    expect(box.getAttribute('aria-describedby')).toBeTruthy();
    await user.type(box, '15/01/2030');
    expect(screen.getByText('15 January 2030')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ start: '2030-01-15' });
  });

  it('on a Bengali page shows the form’s day in Bengali digits and month name, and reads Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} start="2030-03-05" />);
    const box = screen.getByLabelText<HTMLInputElement>('Starting date');
    await waitFor(() => expect(box.value).toBe('০৫/০৩/২০৩০'));
    expect(screen.getByText('৫ মার্চ, ২০৩০')).toBeTruthy();
    await user.clear(box);
    await user.type(box, '১৬/১২/২০৩১');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ start: '2031-12-16' });
  });

  it('adopts what was typed into the server-drawn box before the app took the page over', async () => {
    const { renderToString } = await import('react-dom/server');
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form onSubmit={onSubmit} />);
    document.body.appendChild(container);
    // Typed on the drawn page, with no app to hear it.
    container.querySelector<HTMLInputElement>('input[type="text"]')!.value = '15/01/2030';
    render(<Form onSubmit={onSubmit} />, { container, hydrate: true });
    const box = screen.getByLabelText<HTMLInputElement>('Starting date');
    expect(box.value).toBe('15/01/2030');
    expect(screen.getByText('15 January 2030')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ start: '2030-01-15' });
  });

  it('shows what the form resets to, and passes a text that is no day on as typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const box = screen.getByLabelText<HTMLInputElement>('Starting date');
    await user.type(box, '31/02/2030');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ start: '31/02/2030' });
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(box.value).toBe('04/07/2031'));
  });

  it('opens a calendar from its button, where a day is picked with the keyboard', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} start="2030-01-15" />);
    await user.click(screen.getByRole('button', { name: 'Choose the date on a calendar' }));
    const grid = await screen.findByRole('grid', {}, { timeout: 5000 });
    expect(grid).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('15'));
    await user.keyboard('{ArrowRight}{Enter}');
    const box = screen.getByLabelText<HTMLInputElement>('Starting date');
    await waitFor(() => expect(box.value).toBe('16/01/2030'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toEqual({ start: '2030-01-16' });
  });
});

describe('DateInput', () => {
  function Held({ max }: { max?: string }) {
    const [day, setDay] = useState('2030-01-15');
    return (
      <>
        <DateInput ariaLabel="Day" value={day} max={max} onChange={setDay} />
        <output>{day || 'none'}</output>
      </>
    );
  }

  it('tells its page a real day, or none when emptied, and not a day past `max`', async () => {
    const user = userEvent.setup();
    render(<Held max="2030-12-31" />);
    const box = screen.getByLabelText<HTMLInputElement>('Day');
    expect(box.value).toBe('15/01/2030');
    await user.clear(box);
    expect(screen.getByRole('status').textContent).toBe('none');
    await user.type(box, '1/2/2031');
    expect(screen.getByRole('status').textContent).toBe('none');
    await user.clear(box);
    await user.type(box, '১/২/২০৩০');
    expect(screen.getByRole('status').textContent).toBe('2030-02-01');
  });
});

describe('MonthInput', () => {
  it('names the months in Bengali with the years in Bengali digits, and keeps to `max`', async () => {
    await i18n.changeLanguage('bn');
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MonthInput label="মাস বেছে নিন" value="2026-03" max="2026-11" fromYear={2024} onChange={onChange} />);
    const month = screen.getByRole('combobox', { name: 'মাস' });
    expect(screen.getByRole('option', { name: 'মার্চ' })).toBeTruthy();
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'ডিসেম্বর' }).disabled).toBe(true);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(expect.arrayContaining(['২০২৪', '২০২৬']));
    await user.selectOptions(month, 'এপ্রিল');
    expect(onChange).toHaveBeenLastCalledWith('2026-04');
    await user.selectOptions(screen.getByRole('combobox', { name: 'বছর' }), '২০২৫');
    expect(onChange).toHaveBeenLastCalledWith('2025-03');
  });
});
