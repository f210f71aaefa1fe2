import { useMutation } from '@tanstack/react-query';
import type { ContactAccepted, ContactMessage } from '#shared/schemas/contact.ts';
import { api } from '#web/lib/api.ts';

/** POST /api/contact: stores the message and e-mails it to the school. */
export function sendContactMessage(body: ContactMessage): Promise<ContactAccepted> {
  return api<ContactAccepted>('/contact', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
