import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignInOptions } from '#shared/schemas/user.ts';
import { api } from '#web/lib/api.ts';

/** GET /api/sign-in-options: which ways to sign in this server offers. Fixed while it runs. */
export const signInOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['sign-in-options'],
    queryFn: ({ signal }) => api<SignInOptions>('/sign-in-options', { signal }),
    staleTime: Infinity,
  });

/** True once the server has said Google sign-in works; false while asking and when it does not. */
export function useGoogleSignInAvailable(): boolean {
  return useQuery(signInOptionsQueryOptions()).data?.google === true;
}
