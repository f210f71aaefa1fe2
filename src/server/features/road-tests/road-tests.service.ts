import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, testAppointments, type TestAppointmentRow } from '#server/db/schema/index.ts';
import type { TestAppointment, TestAppointmentCreate, TestAppointmentUpdate } from '#shared/schemas/road-test.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { AppError } from '#server/lib/errors.ts';
import { actorOf, recordAudit, type Tx } from '#server/lib/audit.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { lessonsOrder } from '#server/features/batches/index.ts';
import { notifyTestAppointment } from '#server/features/messages/index.ts';

type Joined = { row: TestAppointmentRow; oid: string; name: string; sid: string };

const toAppointment = ({ row, oid, name, sid }: Joined): TestAppointment => ({
  id: row.id,
  oid,
  kind: row.kind,
  date: row.date,
  time: row.time,
  place: row.place,
  result: row.result,
  note: row.note,
  name,
  sid,
});

const selectAppointments = (db: Db | Tx) =>
  db
    .select({ row: testAppointments, oid: orders.oid, name: orders.name, sid: orders.sid })
    .from(testAppointments)
    .innerJoin(orders, eq(orders.id, testAppointments.orderId));

/** The fields an audit record of an appointment holds. */
const audited = (r: TestAppointmentRow) => ({
  kind: r.kind,
  date: r.date,
  time: r.time,
  place: r.place,
  result: r.result,
  note: r.note,
});

/** An order's appointments, earliest first: for its student, its teacher and the office. */
export async function appointmentsOf(db: Db, caller: SessionUser, oid: string): Promise<TestAppointment[]> {
  const { order } = await lessonsOrder(db, caller, oid);
  const rows = await selectAppointments(db)
    .where(eq(testAppointments.orderId, order.id))
    .orderBy(asc(testAppointments.date), asc(testAppointments.createdAt));
  return rows.map(toAppointment);
}

/** The office's list: every appointment between two days (both included; by default the next 30 days). */
export async function appointmentsBetween(
  db: Db,
  range: { from?: string; to?: string },
  now: number,
): Promise<TestAppointment[]> {
  const from = range.from ?? todayInDhaka(now);
  const to = range.to ?? addDays(from, 30);
  const rows = await selectAppointments(db)
    .where(and(sql`${testAppointments.date} >= ${from}`, sql`${testAppointments.date} <= ${to}`))
    .orderBy(asc(testAppointments.date), asc(testAppointments.time), asc(orders.name), asc(testAppointments.createdAt));
  return rows.map(toAppointment);
}

/** The office books a test for an order's student; the audit log records it. */
export async function bookAppointment(
  db: Db,
  staff: SessionUser,
  oid: string,
  input: TestAppointmentCreate,
): Promise<TestAppointment> {
  const { order } = await lessonsOrder(db, staff, oid);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(testAppointments)
      .values({ orderId: order.id, ...input, recordedBy: staff.id })
      .returning();
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: 'test.booked',
      entityType: 'test',
      entityId: row!.id,
      after: { oid, ...audited(row!) },
    });
    await notifyTestAppointment(tx, row!.id);
    return toAppointment({ row: row!, oid, name: order.name, sid: order.sid });
  });
}

async function lockedAppointment(tx: Tx, id: string): Promise<Joined> {
  const [found] = await selectAppointments(tx)
    .where(eq(testAppointments.id, id))
    .for('update', { of: testAppointments });
  if (!found) throw new AppError('TEST_NOT_FOUND');
  return found;
}

/**
 * A moved day or a result: the row is read under a lock, and the audit log records only the fields
 * that changed, before and after, so two edits at once are both recorded against what they changed.
 */
export async function updateAppointment(
  db: Db,
  staff: SessionUser,
  id: string,
  patch: TestAppointmentUpdate,
): Promise<TestAppointment> {
  return db.transaction(async (tx) => {
    const current = await lockedAppointment(tx, id);
    const was = audited(current.row);
    const changes = Object.fromEntries(
      Object.entries(patch).filter(([k, v]) => v !== undefined && was[k as keyof typeof was] !== v),
    ) as Partial<TestAppointmentRow>;
    if (Object.keys(changes).length === 0) return toAppointment(current);
    const [row] = await tx
      .update(testAppointments)
      .set({ ...changes, recordedBy: staff.id })
      .where(eq(testAppointments.id, id))
      .returning();
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: 'test.updated',
      entityType: 'test',
      entityId: id,
      before: {
        oid: current.oid,
        ...Object.fromEntries(Object.keys(changes).map((k) => [k, was[k as keyof typeof was]])),
      },
      after: { oid: current.oid, ...changes },
    });
    if ('date' in changes || 'time' in changes || 'place' in changes) await notifyTestAppointment(tx, id);
    return toAppointment({ ...current, row: row! });
  });
}

/** An appointment entered by mistake; the audit log keeps what it was. */
export async function deleteAppointment(db: Db, staff: SessionUser, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockedAppointment(tx, id);
    await tx.delete(testAppointments).where(eq(testAppointments.id, id));
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: 'test.deleted',
      entityType: 'test',
      entityId: id,
      before: { oid: current.oid, ...audited(current.row) },
    });
  });
}
