import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** DELETE /api/deleteOneBlog/{bid}: by the blog's own id (the old site's delete-by-cid was a defect). */
export function deleteBlog(bid: string) {
  return api<{ deletedCount: number }>(`/deleteOneBlog/${encodeURIComponent(bid)}`, { method: 'DELETE' });
}

export function useDeleteBlog() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['blogs'] }),
  });
}
