import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '#web/lib/i18n.ts';
import { DocumentField, ImageField } from './field';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

/** The texts a screen reader reads after the control's name. */
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('a file box', () => {
  it('on a Bengali page says "choose a file" and "no file chosen" in Bengali, then the chosen file’s name', async () => {
    await i18n.changeLanguage('bn');
    const user = userEvent.setup();
    const changed = vi.fn();
    render(<DocumentField label="পরিচয়পত্র" hint="ছবি বা PDF" onChange={changed} />);
    const input = screen.getByLabelText<HTMLInputElement>('পরিচয়পত্র');
    expect(input.type).toBe('file');
    expect(document.body.textContent).toContain('ফাইল বেছে নিন');
    expect(document.body.textContent).toContain('কোনো ফাইল নেই');
    expect(document.body.textContent).not.toMatch(/Choose|No file/);
    expect(descriptionOf(input)).toEqual(['ছবি বা PDF', 'কোনো ফাইল নেই']);

    const nid = new File([new Uint8Array([37, 80, 68, 70])], 'nid-front.pdf', { type: 'application/pdf' });
    await user.upload(input, nid);
    // The form still gets the file from the real input, and the box names it.
    expect(input.files?.[0]).toBe(nid);
    expect(changed).toHaveBeenCalledOnce();
    expect(screen.getByTestId('file-chosen').textContent).toBe('nid-front.pdf');
    expect(descriptionOf(input)).toEqual(['ছবি বা PDF', 'nid-front.pdf']);
  });

  it('is reached with the keyboard: Tab lands on the real input, named by its label', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="before" />
        <ImageField label="Photo" />
      </>,
    );
    await user.click(screen.getByLabelText('before'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText('Photo'));
    expect(document.body.textContent).toContain('Choose file');
    expect(document.body.textContent).toContain('No file chosen');
  });
});
