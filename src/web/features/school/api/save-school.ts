import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { School, SchoolInput } from '#shared/schemas/school.ts';
import { api } from '#web/lib/api.ts';
import { schoolQueryOptions } from './get-school';

/** PUT /api/school (the owner): the whole set of facts; answers them as stored. */
export function saveSchool(school: SchoolInput): Promise<School> {
  return api<School>('/school', { method: 'PUT', body: school });
}

export function useSaveSchool() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSchool,
    // Every page reads the facts from ['school']: the saved ones replace them there at once.
    onSuccess: (saved) => qc.setQueryData(schoolQueryOptions().queryKey, saved),
  });
}
