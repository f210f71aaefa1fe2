import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { VehicleCreateSchema, VehicleSchema } from '#shared/schemas/batch.ts';
import { ApiErrorSchema, ERROR_RESPONSES } from '#server/lib/http.ts';
import { adminOnly, callerOf } from '#server/auth/guards.ts';
import { addVehicle, listVehicles } from './vehicles.service';

const errors = { ...ERROR_RESPONSES, 409: ApiErrorSchema };
const staffOnly = adminOnly();

/** The school's vehicles: the office lists them and adds one (a registration is listed once). */
export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vehicles',
    { onRequest: staffOnly, schema: { response: { 200: z.array(VehicleSchema), ...errors } } },
    async () => listVehicles(app.db),
  );

  app.post(
    '/vehicles',
    { onRequest: staffOnly, schema: { body: VehicleCreateSchema, response: { 201: VehicleSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await addVehicle(app.db, callerOf(request), request.body)),
  );
};
