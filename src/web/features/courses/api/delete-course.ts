import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** DELETE /api/deleteOneCourse/{cid}. Orders keep their own copy of the course. */
export function deleteCourse(cid: string) {
  return api<{ deletedCount: number }>(`/deleteOneCourse/${encodeURIComponent(cid)}`, { method: 'DELETE' });
}

export function useDeleteCourse() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['courses'] }),
  });
}
