import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteResult, InviteTeacher } from '#shared/schemas/account.ts';
import { api } from '#web/lib/api.ts';

/** POST /api/accounts/invite (the owner only): a teacher's account and a mailed set-password link. */
export function inviteTeacher(body: InviteTeacher): Promise<InviteResult> {
  return api<InviteResult>('/accounts/invite', { method: 'POST', body });
}

export function useInviteTeacher() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: inviteTeacher,
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ['accounts'] }), qc.invalidateQueries({ queryKey: ['audit'] })]),
  });
}
