import { ApiError } from '../../lib/api';

/**
 * The server refused a new password as easy to guess. Only the server runs the strength
 * estimator (its dictionaries are too big for the bundle), so the form shows this answer under
 * the password field.
 */
export function isWeakPasswordError(err: unknown): boolean {
  return err instanceof ApiError && err.code === 'WEAK_PASSWORD';
}
