import type { z } from 'zod';
import { VehicleCreateSchema } from '#shared/schemas/batch.ts';
import type { VehicleCreate } from './api/add-vehicle';

/** What the new-vehicle form's boxes hold. */
export interface NewVehicleInput {
  name: string;
  kind: string;
  registration: string;
}

/** The new-vehicle form: the route's rules (VehicleCreateSchema). */
export const newVehicleSchema = VehicleCreateSchema as unknown as z.ZodType<VehicleCreate, NewVehicleInput>;
