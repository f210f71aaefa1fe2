import { useEffect, useRef } from 'react';

/**
 * A `<dialog>` shown as a modal while `open` is true and closed when it turns false: the ref to put
 * on the dialog. Every dialog of the app opens this one way, so the page behind it is inert and
 * Escape reaches the dialog's own cancel handler.
 */
export function useOpenDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
