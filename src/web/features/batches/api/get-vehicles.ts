import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Vehicle } from '../../../../shared/schemas/batch';
import { api } from '../../../lib/api';
import { batchKeys } from './keys';

/** GET /api/vehicles (the office): the school's cars, motorcycles and workshop bays, by kind and name. */
export const vehiclesQueryOptions = () =>
  queryOptions({ queryKey: batchKeys.vehicles, queryFn: ({ signal }) => api<Vehicle[]>('/vehicles', { signal }) });

export function useVehicles() {
  return useQuery(vehiclesQueryOptions());
}
