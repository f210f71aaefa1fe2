import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/profile';
import { apiPage } from '../../../lib/api';

export interface ProfileListParams {
  /** Exact e-mail (any case); undefined for all. */
  email?: string;
  page: number;
  limit: number;
}

/** GET /api/allProfile (admins): one page, newest first, and the total in `x-total-count`. */
export function getProfiles(params: ProfileListParams, signal?: AbortSignal) {
  return apiPage<Profile>('/allProfile', { query: { ...params }, signal });
}

export const profilesQueryOptions = (params: ProfileListParams) =>
  queryOptions({
    queryKey: ['profiles', 'list', params],
    queryFn: ({ signal }) => getProfiles(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProfiles(params: ProfileListParams) {
  return useQuery(profilesQueryOptions(params));
}
