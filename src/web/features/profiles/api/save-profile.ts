import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileInput } from '#shared/schemas/profile.ts';
import { api } from '#web/lib/api.ts';

/** PUT /api/profile?sid=: create or replace; without a sid, the caller's own profile. */
export function saveProfile(input: ProfileInput, sid?: string): Promise<Profile> {
  return api<Profile>('/profile', { method: 'PUT', body: { ...input }, query: { sid } });
}

export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ input, sid }: { input: ProfileInput; sid?: string }) => saveProfile(input, sid),
    onSuccess: async () => {
      // The account's date of birth changed with it.
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['profiles'] }),
        qc.invalidateQueries({ queryKey: ['session'] }),
      ]);
    },
  });
}
