import { useMutation } from '@tanstack/react-query';
import type { ContactAccepted, ContactMessage } from '../../../../shared/schemas/contact';
import { api } from '../../../lib/api';

/** POST /api/contact: stores the message and e-mails it to the school. */
export function sendContactMessage(body: ContactMessage): Promise<ContactAccepted> {
  return api<ContactAccepted>('/contact', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
