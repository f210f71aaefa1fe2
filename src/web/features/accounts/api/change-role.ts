import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/constants.ts';
import type { Account } from '#shared/schemas/account.ts';
import { api } from '#web/lib/api.ts';

/** PUT /api/accounts/{id}/role (the owner only): the account with its new role. */
export function changeRole({ id, role }: { id: string; role: Role }): Promise<Account> {
  return api<Account>(`/accounts/${encodeURIComponent(id)}/role`, { method: 'PUT', body: { role } });
}

export function useChangeRole() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: () =>
      Promise.all([qc.invalidateQueries({ queryKey: ['accounts'] }), qc.invalidateQueries({ queryKey: ['audit'] })]),
  });
}
