import type { FormHTMLAttributes } from 'react';

/**
 * A form of the app. The form's schema checks what was typed and words its errors in the page's
 * language, so the browser's own bubbles are off (noValidate); `busy` tells a screen reader the
 * form is being sent (aria-busy).
 */
export function Form({ busy, ...form }: Omit<FormHTMLAttributes<HTMLFormElement>, 'noValidate'> & { busy?: boolean }) {
  return <form noValidate aria-busy={busy} {...form} />;
}
