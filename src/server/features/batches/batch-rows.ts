import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { batchSeats, batches, courses, orders, users, vehicles } from '#server/db/schema/index.ts';
import type { BatchRow, VehicleRow } from '#server/db/schema/index.ts';
import type { Batch } from '#shared/schemas/batch.ts';
import { toVehicle } from '#server/features/vehicles/index.ts';
import { sessionDates } from '#shared/batch-schedule.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Tx } from '#server/lib/audit.ts';
import { isAdmin } from '#server/auth/guards.ts';
import type { SessionUser } from '#server/auth/session.ts';

// A batch as its rows are read and shown, and who may see it: what the batch, attendance and
// test-appointment services share.

type BatchJoin = {
  batch: BatchRow;
  courseTitle: string | null;
  courseTitleBn: string | null;
  teacherName: string | null;
  teacherEmail: string | null;
  vehicle: VehicleRow | null;
};

export const selectBatches = (db: Db | Tx) =>
  db
    .select({
      batch: batches,
      courseTitle: courses.title,
      courseTitleBn: courses.titleBn,
      teacherName: users.name,
      teacherEmail: users.email,
      vehicle: vehicles,
    })
    .from(batches)
    .leftJoin(courses, eq(courses.cid, batches.courseCid))
    .leftJoin(users, eq(users.id, batches.teacherId))
    .leftJoin(vehicles, eq(vehicles.id, batches.vehicleId));

export function toBatch({ batch: b, ...j }: BatchJoin): Batch {
  return {
    id: b.id,
    cid: b.courseCid,
    courseTitle: j.courseTitle ?? b.courseCid,
    courseTitleBn: j.courseTitleBn ?? '',
    teacher: { id: b.teacherId, name: j.teacherName ?? '', email: j.teacherEmail ?? '' },
    vehicle: j.vehicle ? toVehicle(j.vehicle) : null,
    capacity: b.capacity,
    seatsTaken: b.seatsTaken,
    startDate: b.startDate,
    weekdays: b.weekdays,
    time: b.time,
    sessions: b.sessions,
    place: b.place,
    sessionDates: sessionDates(b.startDate, b.weekdays, b.sessions),
  };
}

/**
 * A batch as a student may see it: the instructor by name only. A teacher's e-mail is the
 * office's business, not something to hand every student of theirs.
 */
export const forStudent = <B extends Batch>(batch: B): B => ({ ...batch, teacher: { ...batch.teacher, email: '' } });

/** Staff see every batch; a teacher their own; anyone else none (as if it did not exist). */
export const maySeeBatch = (caller: SessionUser, batch: { teacherId: string }) =>
  isAdmin(caller) || (caller.role === 'teacher' && batch.teacherId === caller.id);

/**
 * An order whose lessons the caller may read: their own, any for the office, or one seated in a
 * batch the calling teacher teaches. Anyone else gets the same 404 as for no such order, so an
 * OID cannot be probed. Returns the order, its batch (when seated) and whether the caller teaches it.
 */
export async function lessonsOrder(db: Db, caller: SessionUser, oid: string) {
  const [order] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      cid: orders.courseCid,
      lessons: orders.courseLesson,
      name: orders.name,
      sid: orders.sid,
    })
    .from(orders)
    .where(eq(orders.oid, oid));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const [seat] = await db.select().from(batchSeats).where(eq(batchSeats.orderId, order.id));
  const [batchRow] = seat ? await selectBatches(db).where(eq(batches.id, seat.batchId)) : [];
  const teacherOfIt = caller.role === 'teacher' && batchRow?.batch.teacherId === caller.id;
  if (!isAdmin(caller) && order.userId !== caller.id && !teacherOfIt) throw new AppError('ORDER_NOT_FOUND');
  return { order, batchRow, teacherOfIt };
}
