import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vehicle } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { batchKeys } from './keys';

/** GET /api/vehicles (the office): the school's cars, motorcycles and workshop bays, by kind and name. */
export const vehiclesQueryOptions = () =>
  queryOptions({ queryKey: batchKeys.vehicles, queryFn: ({ signal }) => api<Vehicle[]>('/vehicles', { signal }) });

export function useVehicles() {
  return useQuery(vehiclesQueryOptions());
}
