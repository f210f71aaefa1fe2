import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessagePreferencesBody } from '#shared/schemas/messages.ts';
import { api } from '#web/lib/api.ts';

const key = ['message-preferences'];

/** GET /api/me/message-preferences: the signed-in person's language and channels. */
export function useMessagePreferences() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<MessagePreferencesBody>('/me/message-preferences', { signal }),
  });
}

/** PUT /api/me/message-preferences. */
export function useSaveMessagePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: MessagePreferencesBody) =>
      api<MessagePreferencesBody>('/me/message-preferences', { method: 'PUT', body }),
    onSuccess: (saved) => qc.setQueryData(key, saved),
  });
}
