import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vehicle } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { TEACHING_KEY } from '#web/lib/teaching-keys.ts';

/** The vehicles' query key, below the teaching loop's one key. */
export const vehicleKey = [...TEACHING_KEY, 'vehicles'] as const;

/** GET /api/vehicles (the office): the school's cars, motorcycles and workshop bays, by kind and name. */
export const vehiclesQueryOptions = () =>
  queryOptions({ queryKey: vehicleKey, queryFn: ({ signal }) => api<Vehicle[]>('/vehicles', { signal }) });

export function useVehicles() {
  return useQuery(vehiclesQueryOptions());
}
