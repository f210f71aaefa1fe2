import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestAppointment, TestAppointmentCreate, TestAppointmentChange } from '#shared/schemas/road-test.ts';
import { api } from '#web/lib/api.ts';
import { TEACHING_KEY } from '#web/lib/teaching-keys.ts';

/** GET /api/tests: the office's BRTA appointments between two days, earliest first. */
export function useUpcomingTests(from: string, to: string) {
  return useQuery({
    queryKey: [...TEACHING_KEY, 'tests', from, to],
    queryFn: ({ signal }) => api<TestAppointment[]>('/tests', { query: { from, to }, signal }),
  });
}

/**
 * The office's writes to appointments: book one on an order, change one (a moved day, a result),
 * remove one entered by mistake. Each refreshes every batch query: progress carries the tests.
 */
export function useTestWrites() {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: TEACHING_KEY });
  return {
    book: useMutation({
      mutationFn: ({ oid, body }: { oid: string; body: TestAppointmentCreate }) =>
        api<TestAppointment>(`/orders/${encodeURIComponent(oid)}/tests`, { method: 'POST', body }),
      onSettled,
    }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: string; body: TestAppointmentChange }) =>
        api<TestAppointment>(`/tests/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api<{ deleted: true }>(`/tests/${encodeURIComponent(id)}`, { method: 'DELETE' }),
      onSettled,
    }),
  };
}
