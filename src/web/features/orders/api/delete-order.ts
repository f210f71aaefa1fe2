import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { orderKeys } from './keys';

/** DELETE /api/deleteOneOrder/{oid}: admins only. */
export function deleteOrder(oid: string) {
  return api<{ deletedCount: number }>(`/deleteOneOrder/${encodeURIComponent(oid)}`, { method: 'DELETE' });
}

export function useDeleteOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    // Refetch after success AND failure, so the list always shows what the server holds.
    onSettled: () => qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
