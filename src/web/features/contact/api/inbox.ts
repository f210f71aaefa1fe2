import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxMessage, InboxStatus, InboxSummary, InboxUpdate } from '#shared/schemas/contact.ts';
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

export function useInbox(params: InboxParams) {
  return useQuery(inboxQueryOptions(params));
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
