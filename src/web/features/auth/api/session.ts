import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Role } from '../../../../shared/constants';
import { api } from '../../../lib/api';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  role: Role;
  sid: string;
  status: string;
  dob?: string | null;
  isOwner?: boolean;
}

interface SessionResponse {
  user: SessionUser;
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: async ({ signal }) => (await api<SessionResponse | null>('/auth/get-session', { signal }))?.user ?? null,
    staleTime: 60_000,
    retry: false,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** The signed-in user, or null while signed out (and while the session is still loading). */
export function useSessionUser(): SessionUser | null {
  return useSession().data ?? null;
}
