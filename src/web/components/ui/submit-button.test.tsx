import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitButton } from './submit-button';

function inForm(button: ReactNode, onSubmit: () => void) {
  return render(
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {button}
    </form>,
  );
}

describe('SubmitButton', () => {
  it('sends its form when idle', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    inForm(<SubmitButton busy={false}>Save</SubmitButton>, onSubmit);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(button.type).toBe('submit');
    expect(button.disabled).toBe(false);
    expect(button.querySelector('[aria-hidden="true"]')).toBeNull();
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is disabled with a spinner while busy, so a second click sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    inForm(<SubmitButton busy>Save</SubmitButton>, onSubmit);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(button.disabled).toBe(true);
    // The spinner is decoration: hidden from screen readers, the label still names the button.
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what it is doing while busy when given the words, and its label again after', () => {
    const { rerender } = render(
      <SubmitButton busy busyLabel="Sending…">
        Send
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();

    rerender(
      <SubmitButton busy={false} busyLabel="Sending…">
        Send
      </SubmitButton>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Send' });
    expect(button.disabled).toBe(false);
  });

  it('can be disabled when not busy, without a spinner', () => {
    render(
      <SubmitButton busy={false} disabled>
        Save
      </SubmitButton>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(button.disabled).toBe(true);
    expect(button.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
