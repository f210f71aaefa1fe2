import { send } from '#server/test/http.ts';
import type { Seed } from './fixture';
import { adminOnly, type Row } from './matrix-rows';

/**
 * The permission matrix's rows for the enquiry inbox: the office's (admins, the owner among them)
 * and nobody else's. Kept beside the matrix so its file does not grow further; the matrix spreads
 * them into its table. Every cell that changes something gets a fresh enquiry.
 */

/** A new enquiry sent through the contact form; its id. */
async function freshEnquiry(s: Seed): Promise<string> {
  const sent = await send(s.t.app, null, {
    method: 'POST',
    url: '/api/contact',
    payload: { user_name: 'Rina', user_email: 'rina@example.com', message: 'Is there a ladies batch?' },
  });
  return sent.json<{ id: string }>().id;
}

export const ENQUIRY_ROWS: Row[] = [
  {
    route: 'GET /api/contact-messages',
    expect: adminOnly(),
    request: () => ({ method: 'GET', url: '/api/contact-messages?status=all' }),
  },
  {
    route: 'GET /api/contact-messages/summary',
    expect: adminOnly(),
    request: () => ({ method: 'GET', url: '/api/contact-messages/summary' }),
  },
  {
    route: 'PATCH /api/contact-messages/:id',
    what: 'mark a new message handled',
    expect: adminOnly(),
    request: async (s) => ({
      method: 'PATCH',
      url: `/api/contact-messages/${await freshEnquiry(s)}`,
      payload: { handled: true },
    }),
  },
  {
    route: 'POST /api/contact-messages/:id/notes',
    what: 'note a call on a new message',
    expect: adminOnly(201),
    request: async (s) => ({
      method: 'POST',
      url: `/api/contact-messages/${await freshEnquiry(s)}/notes`,
      payload: { kind: 'call', note: 'Called back: the ladies batch starts on Saturday.', handled: true },
    }),
  },
];
