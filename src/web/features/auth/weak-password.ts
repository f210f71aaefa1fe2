import { useTranslation } from 'react-i18next';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '#web/lib/api.ts';

/**
 * The server refused a new password as easy to guess. Only the server runs the strength
 * estimator (its dictionaries are too big for the bundle), so the form shows this answer under
 * the password field.
 */
export function isWeakPasswordError(err: unknown): boolean {
  return err instanceof ApiError && err.code === 'WEAK_PASSWORD';
}

/**
 * For `submitWith`'s `showAtField`: when the server's strength check refused the password, the
 * form says so under its `password` field (and answers true); any other error is left to the toast.
 */
export function useWeakPasswordAtField(form: Pick<UseFormReturn<{ password: string }>, 'setError'>) {
  const { t } = useTranslation();
  return (err: unknown) => {
    if (!isWeakPasswordError(err)) return false;
    form.setError('password', { message: t('auth.errors.passwordGuessable') });
    return true;
  };
}
