import { asc, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { vehicles, type VehicleRow } from '#server/db/schema/index.ts';
import { registrationKey, type Vehicle } from '#shared/schemas/batch.ts';
import { AppError } from '#server/lib/errors.ts';
import { actorOf, recordAudit } from '#server/lib/audit.ts';
import { isUniqueViolation } from '#server/lib/ids.ts';
import type { SessionUser } from '#server/auth/session.ts';

/** The school's cars, motorcycles and bays, as the office lists them and batches name them. */
export const toVehicle = (v: VehicleRow): Vehicle => ({
  id: v.id,
  name: v.name,
  kind: v.kind,
  registration: v.registration,
});

export async function listVehicles(db: Db): Promise<Vehicle[]> {
  const rows = await db.select().from(vehicles).orderBy(asc(vehicles.kind), asc(vehicles.name));
  return rows.map(toVehicle);
}

export async function addVehicle(
  db: Db,
  caller: SessionUser,
  input: { name: string; kind: Vehicle['kind']; registration: string | null },
): Promise<Vehicle> {
  const taken = () =>
    new AppError('CONFLICT', {
      registration: 'A vehicle with this registration is already listed.',
    });
  try {
    return await db.transaction(async (tx) => {
      if (input.registration) {
        // The same plate typed another way (case, spaces, dashes, Bengali digits) is the same
        // vehicle. A school has a few dozen vehicles, so they are compared here; one addition at a
        // time, so two offices adding one plate at once cannot both find it missing.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vehicle-registration'))`);
        const key = registrationKey(input.registration);
        const listed = await tx.select({ registration: vehicles.registration }).from(vehicles);
        if (listed.some((v) => v.registration && registrationKey(v.registration) === key)) throw taken();
      }
      const [row] = await tx.insert(vehicles).values(input).returning();
      await recordAudit(tx, {
        actor: actorOf(caller),
        action: 'vehicle.added',
        entityType: 'vehicle',
        entityId: row!.id,
        after: { name: row!.name, kind: row!.kind, registration: row!.registration },
      });
      return toVehicle(row!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'vehicles_registration_unique')) throw taken();
    throw err;
  }
}
