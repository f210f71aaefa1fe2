import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CashUp, CashUpCloseInput, CashUpReopen } from '#shared/schemas/cash-up.ts';
import { api } from '#web/lib/api.ts';
import { cashUpKeys } from './keys';

/**
 * POST /api/cash-up: close a day with the counts, the note and the figures the closer saw. Whatever
 * the answer, the day is read again: a refusal for changed figures shows the new ones.
 */
export function useCloseDay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CashUpCloseInput) => api<CashUp>('/cash-up', { method: 'POST', body: { ...body } }),
    onSettled: () => qc.invalidateQueries({ queryKey: cashUpKeys.all }),
  });
}

/** POST /api/cash-ups/{id}/reopen: the owner re-opens a close, saying why. */
export function useReopenClose() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string } & CashUpReopen) =>
      api<CashUp>(`/cash-ups/${encodeURIComponent(id)}/reopen`, { method: 'POST', body: { reason } }),
    onSettled: () => qc.invalidateQueries({ queryKey: cashUpKeys.all }),
  });
}
