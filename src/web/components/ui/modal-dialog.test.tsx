import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogActions, ModalDialog } from './modal-dialog';

function Reject({
  open,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onSubmit: () => void;
}) {
  return (
    <ModalDialog open={open} busy={busy} onClose={onClose} titleId="reject-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <p id="reject-title">Reject this payment?</p>
        <DialogActions cancel="Cancel" onCancel={onClose} submit="Reject" busy={busy} tone="danger" />
      </form>
    </ModalDialog>
  );
}

const dialog = () => document.querySelector('dialog')!;

describe('ModalDialog with DialogActions', () => {
  it('opens while open, named by its title; Cancel closes, the other button sends the form', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSubmit = vi.fn();
    const { rerender } = render(<Reject open busy={false} onClose={onClose} onSubmit={onSubmit} />);
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-labelledby')).toBe('reject-title');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Reject open={false} busy={false} onClose={onClose} onSubmit={onSubmit} />);
    expect(dialog().open).toBe(false);
  });

  it('Escape closes it, unless something is being sent; then both answers wait', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Reject open busy={false} onClose={onClose} onSubmit={vi.fn()} />);
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    rerender(<Reject open busy onClose={onClose} onSubmit={vi.fn()} />);
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Cancel' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Reject/ }).disabled).toBe(true);
  });

  it('a button with its own action does not send a form, and can wait for a choice', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { rerender } = render(
      <DialogActions cancel="Cancel" onCancel={vi.fn()} submit="Make teacher" onConfirm={onConfirm} disabled />,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Make teacher' });
    expect(button.type).toBe('button');
    expect(button.disabled).toBe(true);
    rerender(<DialogActions cancel="Cancel" onCancel={vi.fn()} submit="Make teacher" onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Make teacher' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
