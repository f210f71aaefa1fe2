import toast from 'react-hot-toast';
import { ApiError } from './api';

/** Shows the server's own error text. */
export function toastError(err: unknown, fallback = 'Something went wrong. Please try again.') {
  const message = err instanceof ApiError || err instanceof Error ? err.message || fallback : fallback;
  toast.error(message);
}
