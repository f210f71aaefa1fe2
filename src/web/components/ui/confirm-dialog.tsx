import { useId } from 'react';
import { useOpenDialog } from '#web/hooks/use-open-dialog.ts';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';
import { ButtonSpinner } from './spinner';

/**
 * "Delete this?" with Yes and No: every delete asks first. A native modal <dialog>: focus is
 * trapped and Escape closes it, as No. A question that destroys nothing (taking a seat) says so
 * with `tone="primary"`, and may name its own answer (`confirmLabel`) instead of Yes.
 */
export function ConfirmDialog({
  open,
  message,
  busy,
  onConfirm,
  onCancel,
  confirmLabel,
  tone = 'danger',
}: {
  open: boolean;
  message: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  tone?: 'danger' | 'primary';
}) {
  const { t } = useTranslation();
  const ref = useOpenDialog(open);
  // Its own id: a page may hold several questions (one per row), each named by its own message.
  const messageId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={messageId}
      className="m-auto w-[min(92vw,28rem)] rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <p id={messageId} className="text-lg font-semibold text-slate-900">
        {message}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={busy}>
          {t('common.no')}
        </button>
        <button type="button" className={buttonStyles[tone]} onClick={onConfirm} disabled={busy} autoFocus>
          {busy && <ButtonSpinner />}
          {confirmLabel ?? t('common.yes')}
        </button>
      </div>
    </dialog>
  );
}
