import { useQuery } from '@tanstack/react-query';
import type { MessageLogEntry, MessageLogQuery, MessageLogSummary } from '#shared/schemas/messages.ts';
import { api } from '#web/lib/api.ts';
import { pagedListQuery } from '#web/lib/paged-query.ts';

export type MessageLogParams = Required<Pick<MessageLogQuery, 'state' | 'channel'>> & { page: number; limit: number };

/** GET /api/messages (staff): one page of the SMS and mail log, newest first, and the total. */
export function useMessageLog(params: MessageLogParams) {
  return useQuery({
    ...pagedListQuery<MessageLogEntry, MessageLogParams>('message-log', '/messages', params),
    refetchInterval: 30_000,
  });
}

/** GET /api/messages/summary: SMS parts spent today against the cap, and the failed and retrying counts. */
export function useMessageLogSummary() {
  return useQuery({
    queryKey: ['message-log', 'summary'],
    queryFn: ({ signal }) => api<MessageLogSummary>('/messages/summary', { signal }),
    refetchInterval: 30_000,
  });
}
