import { and, asc, eq } from 'drizzle-orm';
import { DEFAULT_LESSON_MINUTES, lessonMinutes } from '#shared/lesson-length.ts';
import type { Db } from '#server/db/client.ts';
import { attendance, batchSeats, batches, courses, orders } from '#server/db/schema/index.ts';
import type { Attendance, AttendanceMark, Progress } from '#shared/schemas/batch.ts';
import { sessionDates } from '#shared/batch-schedule.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { AppError, fieldRefusals } from '#server/lib/errors.ts';
import { actorOf, recordAudit } from '#server/lib/audit.ts';
import { isAdmin } from '#server/auth/guards.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { forStudent, lessonsOrder, maySeeBatch, toBatch } from '#server/features/batches/index.ts';
import { skillsOf } from '#server/features/skills/index.ts';
import { appointmentsOf } from '#server/features/road-tests/index.ts';
import { mockReadiness } from '#server/features/quiz/index.ts';

const toAttendance = (row: typeof attendance.$inferSelect, oid: string): Attendance => ({
  oid,
  date: row.date,
  status: row.status,
  note: row.note,
  skills: row.skills,
});

/**
 * Marks one student at one session: the batch's teacher or staff. The day must be one of the
 * batch's sessions and not in the future; the skills must be on the course's checklist. Marking
 * again changes the mark; a change made after the session's day is a correction, and the audit log
 * records it with the mark before and after.
 */
export async function markAttendance(
  db: Db,
  caller: SessionUser,
  batchId: string,
  mark: AttendanceMark,
  now: number,
): Promise<Attendance> {
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
  if (!batch) throw new AppError('BATCH_NOT_FOUND');
  if (!maySeeBatch(caller, batch)) throw new AppError('FORBIDDEN');
  const [seat] = await db
    .select({ orderId: orders.id })
    .from(batchSeats)
    .innerJoin(orders, eq(orders.id, batchSeats.orderId))
    .where(and(eq(batchSeats.batchId, batchId), eq(orders.oid, mark.oid)));
  if (!seat) throw new AppError('NOT_IN_BATCH');
  const today = todayInDhaka(now);
  if (!sessionDates(batch.startDate, batch.weekdays, batch.sessions).includes(mark.date))
    throw fieldRefusals({ date: { code: 'batchesAdmin.errors.noSessionThatDay' } });
  if (mark.date > today) throw fieldRefusals({ date: { code: 'batchesAdmin.errors.sessionNotYet' } });
  const [course] = await db.select({ kind: courses.skillKind }).from(courses).where(eq(courses.cid, batch.courseCid));
  const known = new Set((await skillsOf(db, course?.kind ?? 'car')).map((s) => s.key));
  const unknown = mark.skills.find((s) => !known.has(s));
  if (unknown)
    throw fieldRefusals({ skills: { code: 'batchesAdmin.errors.notOnChecklist', params: { skill: unknown } } });
  const skills = [...new Set(mark.skills)];

  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(attendance)
      .where(and(eq(attendance.batchId, batchId), eq(attendance.orderId, seat.orderId), eq(attendance.date, mark.date)))
      .for('update');
    const values = { status: mark.status, note: mark.note, skills, markedBy: caller.id };
    const [row] = await tx
      .insert(attendance)
      .values({ batchId, orderId: seat.orderId, date: mark.date, ...values })
      .onConflictDoUpdate({ target: [attendance.batchId, attendance.orderId, attendance.date], set: values })
      .returning();
    if (before && mark.date < today)
      await recordAudit(tx, {
        actor: actorOf(caller),
        action: 'attendance.corrected',
        entityType: 'attendance',
        entityId: `${mark.oid} ${mark.date}`,
        before: { status: before.status, note: before.note, skills: before.skills },
        after: { status: row!.status, note: row!.note, skills: row!.skills },
      });
    return toAttendance(row!, mark.oid);
  });
}

/** The marks of a batch, for its roster: every student's mark per session day. */
export async function batchAttendance(db: Db, caller: SessionUser, batchId: string): Promise<Attendance[]> {
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
  if (!batch || !maySeeBatch(caller, batch)) throw new AppError('BATCH_NOT_FOUND');
  const rows = await db
    .select({ row: attendance, oid: orders.oid })
    .from(attendance)
    .innerJoin(orders, eq(orders.id, attendance.orderId))
    .where(eq(attendance.batchId, batchId))
    .orderBy(asc(attendance.date), asc(orders.oid));
  return rows.map((r) => toAttendance(r.row, r.oid));
}

/**
 * A student's progress on an order: sessions attended (present or late) against the course's
 * lessons, the skills ticked from its checklist, the batch and its next session. Ready for the
 * test when the attended sessions reach the lessons and, where the school requires it, the
 * student has passed a mock test. The order's student, staff, and the teacher
 * of the order's batch may read it.
 */
/**
 * Today's session is over once its lesson has passed (it lasts the course's daily time, an hour when
 * that says no length; Khulna is UTC+6 all year) or the student's attendance for it is recorded;
 * "next class" then names the one after it.
 */
function sessionOver(day: string, time: string, minutes: number, marked: Set<string>, now: number): boolean {
  return marked.has(day) || now >= Date.parse(`${day}T${time}:00+06:00`) + minutes * 60_000;
}

export async function progressFor(
  db: Db,
  caller: SessionUser,
  oid: string,
  now: number,
  quiz: { readinessRequiresMock: boolean },
): Promise<Progress> {
  const { order, batchRow, teacherOfIt } = await lessonsOrder(db, caller, oid);

  const rows = await db.select().from(attendance).where(eq(attendance.orderId, order.id)).orderBy(asc(attendance.date));
  const attended = rows.filter((r) => r.status !== 'absent').length;
  const [course] = await db
    .select({ kind: courses.skillKind, dt: courses.dt, dtBn: courses.dtBn })
    .from(courses)
    .where(eq(courses.cid, order.cid));
  const kind = course?.kind ?? 'car';
  const practised = new Set(rows.flatMap((r) => r.skills));
  // A student's theory counts with their account; an order whose account is gone has none.
  const mock = order.userId
    ? await mockReadiness(db, order.userId, quiz)
    : { required: quiz.readinessRequiresMock, best: null, ready: !quiz.readinessRequiresMock };
  const seen = batchRow ? toBatch(batchRow) : null;
  const batch = seen && !isAdmin(caller) && !teacherOfIt ? forStudent(seen) : seen;
  const today = todayInDhaka(now);
  const marked = new Set(rows.map((r) => r.date));
  const minutes = course ? lessonMinutes(course) : DEFAULT_LESSON_MINUTES;
  const next = batch?.sessionDates.find(
    (d) => d > today || (d === today && !sessionOver(d, batch.time, minutes, marked, now)),
  );
  return {
    oid,
    attended,
    required: order.lessons,
    absent: rows.filter((r) => r.status === 'absent').length,
    late: rows.filter((r) => r.status === 'late').length,
    remaining: Math.max(0, order.lessons - attended),
    ready: attended >= order.lessons && mock.ready,
    skillKind: kind,
    skills: (await skillsOf(db, kind)).map((s) => ({ ...s, done: practised.has(s.key) })),
    batch,
    nextSession: batch && next ? { date: next, time: batch.time, place: batch.place } : null,
    history: rows.map((r) => toAttendance(r, oid)),
    tests: await appointmentsOf(db, caller, oid),
    mock: { required: mock.required, best: mock.best },
  };
}
