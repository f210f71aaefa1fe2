import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, appFetch } from '../../../lib/api';

export type SignCategory = 'mandatory' | 'warning' | 'informative';

/** One entry of public/images/signs/index.json: the sign's image and its meaning in both languages. */
export interface RoadSign {
  file: string;
  category: SignCategory;
  en: string;
  enMeaning: string;
  bn: string;
  bnMeaning: string;
}

/** The catalogue is a static file beside the images, so editing it needs no rebuild. */
const SIGNS_INDEX_URL = '/images/signs/index.json';

export const signsQueryOptions = () =>
  queryOptions({
    queryKey: ['road-signs'],
    queryFn: async ({ signal }) => {
      const res = await appFetch(SIGNS_INDEX_URL, { signal });
      if (!res.ok) throw new ApiError(res.status, 'SIGNS_UNAVAILABLE', res.statusText);
      return (await res.json()) as RoadSign[];
    },
    staleTime: Infinity,
  });

export function useRoadSigns() {
  return useQuery(signsQueryOptions());
}
