import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { TEACHING_KEY } from '#web/lib/teaching-keys.ts';

const key = [...TEACHING_KEY, 'calendar'] as const;

/** GET /api/calendar: the caller's secret calendar address (made on first use). */
export function useCalendarUrl(enabled: boolean) {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api<{ url: string }>('/calendar', { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** POST /api/calendar/reset: a new address; the old one stops working. */
export function useResetCalendarUrl() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ url: string }>('/calendar/reset', { method: 'POST' }),
    onSuccess: (fresh) => qc.setQueryData(key, fresh),
  });
}
