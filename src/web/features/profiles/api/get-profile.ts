import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '#shared/schemas/profile.ts';
import { api, ApiError } from '#web/lib/api.ts';

/** GET /api/oneProfile/{email}: the profile, or null when this account has none yet (404). */
export async function getProfileByEmail(email: string, signal?: AbortSignal): Promise<Profile | null> {
  try {
    return await api<Profile>(`/oneProfile/${encodeURIComponent(email)}`, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.code === 'PROFILE_NOT_FOUND') return null;
    throw err;
  }
}

export const profileByEmailQueryOptions = (email: string) =>
  queryOptions({
    queryKey: ['profiles', 'email', email.toLowerCase()],
    queryFn: ({ signal }) => getProfileByEmail(email, signal),
  });

export function useProfileByEmail(email: string) {
  return useQuery(profileByEmailQueryOptions(email));
}
