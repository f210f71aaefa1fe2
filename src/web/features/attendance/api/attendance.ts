import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Attendance, AttendanceMark } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { TEACHING_KEY } from '#web/lib/teaching-keys.ts';
import { attendanceKeys } from './keys';

/** GET /api/batches/{id}/attendance: every mark of the batch. */
export function useBatchAttendance(id: string) {
  return useQuery({
    queryKey: attendanceKeys.marks(id),
    queryFn: ({ signal }) => api<Attendance[]>(`/batches/${encodeURIComponent(id)}/attendance`, { signal }),
  });
}

/**
 * POST /api/batches/{id}/attendance: one student's mark for one session. The roster shows the new
 * mark at once (it is written into the cached marks) and the server's answer replaces it.
 */
export function useMarkAttendance(batchId: string) {
  const qc = useQueryClient();
  const key = attendanceKeys.marks(batchId);
  const put = (mark: Attendance) =>
    qc.setQueryData<Attendance[]>(key, (marks = []) => [
      ...marks.filter((m) => !(m.oid === mark.oid && m.date === mark.date)),
      mark,
    ]);
  return useMutation({
    mutationFn: (mark: AttendanceMark) =>
      api<Attendance>(`/batches/${encodeURIComponent(batchId)}/attendance`, { method: 'POST', body: { ...mark } }),
    onMutate: async (mark) => {
      await qc.cancelQueries({ queryKey: key });
      const before = qc.getQueryData<Attendance[]>(key);
      put({ oid: mark.oid, date: mark.date, status: mark.status, note: mark.note ?? null, skills: mark.skills });
      return { before };
    },
    onError: (_err, _mark, context) => qc.setQueryData(key, context?.before),
    onSuccess: (saved) => put(saved),
    onSettled: () => qc.invalidateQueries({ queryKey: [...TEACHING_KEY, 'sessions'] }),
  });
}

/**
 * "All present": every student of the session without a mark yet is marked present, each with the
 * one-student call (docs/decisions/0480). Shown at once; a student whose mark the server refused
 * shows what is saved after the marks are fetched again. Resolves with how many were not saved.
 */
export function useMarkAllPresent(batchId: string) {
  const qc = useQueryClient();
  const key = attendanceKeys.marks(batchId);
  return useMutation({
    mutationFn: async ({ date, oids }: { date: string; oids: string[] }) => {
      const results = await Promise.allSettled(
        oids.map((oid) =>
          api<Attendance>(`/batches/${encodeURIComponent(batchId)}/attendance`, {
            method: 'POST',
            body: { oid, date, status: 'present', note: null, skills: [] },
          }),
        ),
      );
      return results.filter((r) => r.status === 'rejected').length;
    },
    onMutate: async ({ date, oids }) => {
      await qc.cancelQueries({ queryKey: key });
      const marked = new Set(oids);
      qc.setQueryData<Attendance[]>(key, (marks = []) => [
        ...marks.filter((m) => !(m.date === date && marked.has(m.oid))),
        ...oids.map((oid) => ({ oid, date, status: 'present' as const, note: null, skills: [] })),
      ]);
    },
    onSettled: async () => {
      await qc.invalidateQueries({ queryKey: key });
      await qc.invalidateQueries({ queryKey: [...TEACHING_KEY, 'sessions'] });
    },
  });
}
