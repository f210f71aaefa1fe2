import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SkillKind } from '#shared/constants.ts';
import type { SkillList, SkillListUpdate } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { TEACHING_KEY } from '#web/lib/teaching-keys.ts';

/** GET /api/skills: every kind's checklist. */
export function useSkillLists() {
  return useQuery({
    queryKey: [...TEACHING_KEY, 'skills'],
    queryFn: ({ signal }) => api<SkillList[]>('/skills', { signal }),
  });
}

/** PUT /api/skills/{kind}: the owner's new list; every batch query is asked again (rosters carry it). */
export function useSaveSkills() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: { kind: SkillKind; body: SkillListUpdate }) =>
      api<SkillList>(`/skills/${kind}`, { method: 'PUT', body }),
    onSettled: () => qc.invalidateQueries({ queryKey: TEACHING_KEY }),
  });
}
