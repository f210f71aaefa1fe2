import type { ReactNode } from 'react';
import { buttonStyles } from './button-styles';
import { ButtonSpinner } from './spinner';

/**
 * A form's submit button. While `busy` it is disabled (a second click must not send twice) and
 * shows a spinner; `busyLabel` replaces the label where the wait deserves words ("Sending…").
 */
export function SubmitButton({
  busy,
  busyLabel,
  disabled,
  className = '',
  children,
}: {
  busy: boolean;
  busyLabel?: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button type="submit" className={`${buttonStyles.primary} ${className}`} disabled={busy || disabled}>
      {busy && <ButtonSpinner />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
