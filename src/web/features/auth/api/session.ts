import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '#shared/schemas/user.ts';
import { api } from '#web/lib/api.ts';

export type SessionUser = NonNullable<Me['user']>;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async ({ signal }) => (await api<Me>('/me', { signal })).user,
    staleTime: 60_000,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** The signed-in user, or null while signed out (and while the session is still loading). */
export function useSessionUser(): SessionUser | null {
  return useSession().data ?? null;
}
