import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/profile.ts';
import { api } from '#web/lib/api.ts';

/** GET /api/oneProfileWithSid/{sid}: the applicant-details page (admins, or the profile's owner). */
export function getProfileBySid(sid: string, signal?: AbortSignal): Promise<Profile> {
  return api<Profile>(`/oneProfileWithSid/${encodeURIComponent(sid)}`, { signal });
}

export const profileBySidQueryOptions = (sid: string) =>
  queryOptions({
    queryKey: ['profiles', 'sid', sid],
    queryFn: ({ signal }) => getProfileBySid(sid, signal),
  });

export function useProfileBySid(sid: string) {
  return useQuery(profileBySidQueryOptions(sid));
}
