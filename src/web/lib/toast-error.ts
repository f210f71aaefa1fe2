import toast from 'react-hot-toast';
import { errorText } from './error-text';

/** Shows what went wrong as a toast, in the page's language (errorText). */
export function toastError(err: unknown) {
  toast.error(errorText(err));
}
