import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteProfileResult } from '#shared/schemas/profile.ts';
import { api } from '#web/lib/api.ts';

/** DELETE /api/deleteOneProfile/{id} (admins): {id} is the profile's `_id`. The account stays, now without a profile. */
export function deleteProfile(id: string): Promise<DeleteProfileResult> {
  return api<DeleteProfileResult>(`/deleteOneProfile/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ['accounts'] }), qc.invalidateQueries({ queryKey: ['profiles'] })]),
  });
}
