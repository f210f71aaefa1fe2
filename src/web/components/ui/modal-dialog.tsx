import type { ReactNode } from 'react';
import { useOpenDialog } from '#web/hooks/use-open-dialog.ts';
import { buttonStyles } from './button-styles';
import { ButtonSpinner } from './spinner';

const WIDTHS = {
  narrow: 'w-[min(92vw,28rem)]',
  normal: 'w-[min(92vw,30rem)]',
  wide: 'w-[min(92vw,32rem)]',
} as const;

/**
 * A native modal <dialog> that is open while `open` is true: focus is trapped inside it, and
 * Escape closes it (through `onClose`) unless something is being sent (`busy`). `titleId` names
 * the element that titles it.
 */
export function ModalDialog({
  open,
  busy = false,
  onClose,
  titleId,
  width = 'normal',
  children,
}: {
  open: boolean;
  busy?: boolean;
  onClose: () => void;
  titleId: string;
  width?: keyof typeof WIDTHS;
  children: ReactNode;
}) {
  const ref = useOpenDialog(open);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`m-auto ${WIDTHS[width]} rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50`}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/**
 * A dialog's two answers, at its foot on the right: go back (`cancel`), or do it. The doing button
 * submits the dialog's form unless it has its own `onConfirm`; while `busy` both wait, and the
 * doing one shows a spinner. `tone="danger"` for an answer that refuses or removes something.
 */
export function DialogActions({
  cancel,
  onCancel,
  submit,
  onConfirm,
  busy = false,
  disabled = false,
  tone = 'primary',
}: {
  cancel: string;
  onCancel: () => void;
  submit: ReactNode;
  onConfirm?: () => void;
  busy?: boolean;
  disabled?: boolean;
  tone?: 'primary' | 'danger';
}) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={busy}>
        {cancel}
      </button>
      <button
        type={onConfirm ? 'button' : 'submit'}
        className={buttonStyles[tone]}
        onClick={onConfirm}
        disabled={busy || disabled}
      >
        {busy && <ButtonSpinner />}
        {submit}
      </button>
    </div>
  );
}
