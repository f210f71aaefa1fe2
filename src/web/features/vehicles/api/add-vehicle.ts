import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Vehicle, VehicleCreateSchema } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { vehicleKey } from './get-vehicles';

export type VehicleCreate = z.output<typeof VehicleCreateSchema>;

/** POST /api/vehicles (the office): a registration already listed is 409 with `fields.registration`. */
export function useAddVehicle() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: VehicleCreate) => api<Vehicle>('/vehicles', { method: 'POST', body: { ...body } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: vehicleKey }),
  });
}
