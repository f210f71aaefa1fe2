import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InboxMessage,
  InboxNoteCreateInput,
  InboxStatus,
  InboxSummary,
  InboxUpdate,
} from '#shared/schemas/contact.ts';
import { api } from '#web/lib/api.ts';
import { pagedListQuery } from '#web/lib/paged-query.ts';

export interface InboxParams {
  status: InboxStatus;
  page: number;
  limit: number;
}

/** GET /api/contact-messages (admins): one page of enquiries, newest first, and the total. */
export const inboxQueryOptions = (params: InboxParams) =>
  pagedListQuery<InboxMessage, InboxParams>('inbox', '/contact-messages', params);

/** How often the open inbox looks for new enquiries and for what the rest of the office did. */
export const INBOX_POLL_MS = 30_000;

/** The inbox, kept live: refreshed every half minute while it is open. */
export function useInbox(params: InboxParams) {
  return useQuery({ ...inboxQueryOptions(params), refetchInterval: INBOX_POLL_MS });
}

/** GET /api/contact-messages/summary: the unread and open counts; refreshed every minute. */
export function useInboxSummary() {
  return useQuery({
    queryKey: ['inbox', 'summary'],
    queryFn: ({ signal }) => api<InboxSummary>('/contact-messages/summary', { signal }),
    refetchInterval: 60_000,
  });
}

/** PATCH /api/contact-messages/{id}: mark read, handled, or open again; the lists and counts follow. */
export function useUpdateInboxMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: InboxUpdate }) =>
      api<InboxMessage>(`/contact-messages/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['inbox'] }),
  });
}

/** POST /api/contact-messages/{id}/notes: a call, a reply or a note on an enquiry; the lists and counts follow. */
export function useAddInboxNote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: InboxNoteCreateInput }) =>
      api<InboxMessage>(`/contact-messages/${encodeURIComponent(id)}/notes`, { method: 'POST', body: { ...note } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['inbox'] }),
  });
}
