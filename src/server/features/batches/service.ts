import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  attendance,
  batchSeats,
  batches,
  courses,
  orders,
  skillLists,
  users,
  vehicles,
} from '#server/db/schema/index.ts';
import type { BatchRow } from '#server/db/schema/index.ts';
import type {
  Attendance,
  AttendanceMark,
  Batch,
  BatchCreate,
  BatchDetail,
  Progress,
  Skill,
  TeachingSession,
  Vehicle,
} from '#shared/schemas/batch.ts';
import { registrationKey } from '#shared/schemas/batch.ts';
import { sessionDates } from '#shared/batch-schedule.ts';
import { DEFAULT_SKILLS } from '#shared/default-skills.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import type { SkillKind } from '#shared/constants.ts';
import { AppError } from '#server/lib/errors.ts';
import { actorOf, recordAudit, type Tx } from '#server/lib/audit.ts';
import { notifyBatchPlacement } from '#server/features/messages/index.ts';
import { isUniqueViolation } from '#server/lib/ids.ts';
import { isAdmin } from '#server/auth/guards.ts';
import { appointmentsOf } from './road-tests';
import { forStudent, lessonsOrder, maySeeBatch, selectBatches, toBatch, toVehicle } from './batch-rows';
import { mockReadiness } from '#server/features/quiz/index.ts';
import type { SessionUser } from '#server/auth/session.ts';

// ── Vehicles ──

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
    new AppError('CONFLICT', 'A vehicle with this registration is already listed.', {
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

// ── Batches ──

/**
 * Two batches meet at once when they start at the same time on a common day. A teacher or a
 * vehicle can be in one place at a time, so a new batch that would share either with a batch
 * meeting at the same moment is refused.
 */
async function assertNoClash(tx: Tx, input: BatchCreate, teacherId: string, dates: string[]): Promise<void> {
  // One new batch per teacher and per vehicle at a time: two created at once cannot both miss the other.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`batch-teacher:${teacherId}`}))`);
  if (input.vehicleId)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`batch-vehicle:${input.vehicleId}`}))`);
  const others = await tx
    .select()
    .from(batches)
    .where(
      and(
        eq(batches.time, input.time),
        input.vehicleId
          ? or(eq(batches.teacherId, teacherId), eq(batches.vehicleId, input.vehicleId))
          : eq(batches.teacherId, teacherId),
      ),
    );
  const mine = new Set(dates);
  for (const other of others) {
    const common = sessionDates(other.startDate, other.weekdays, other.sessions).find((d) => mine.has(d));
    if (!common) continue;
    const who = other.teacherId === teacherId ? 'teacher' : 'vehicle';
    throw new AppError(
      'BATCH_CLASH',
      `The ${who} already has a session at ${input.time} on ${common}. Choose another time, teacher or vehicle.`,
      who === 'teacher'
        ? { teacherEmail: 'This teacher already has a session at this time.' }
        : { vehicleId: 'This vehicle is already booked at this time.' },
    );
  }
}

export async function createBatch(db: Db, caller: SessionUser, input: BatchCreate): Promise<Batch> {
  const [course] = await db.select({ cid: courses.cid }).from(courses).where(eq(courses.cid, input.cid));
  if (!course) throw new AppError('COURSE_NOT_FOUND', undefined, { cid: 'There is no course with this id.' });
  const [teacher] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, input.teacherEmail));
  if (!teacher || teacher.role !== 'teacher')
    throw new AppError('VALIDATION_FAILED', 'teacherEmail: There is no teacher with this e-mail address.', {
      teacherEmail: 'There is no teacher with this e-mail address.',
    });
  if (input.vehicleId) {
    const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, input.vehicleId));
    if (!vehicle)
      throw new AppError('VALIDATION_FAILED', 'vehicleId: Choose a vehicle from the list.', {
        vehicleId: 'Choose a vehicle from the list.',
      });
  }
  const dates = sessionDates(input.startDate, input.weekdays, input.sessions);
  const id = await db.transaction(async (tx) => {
    await assertNoClash(tx, input, teacher.id, dates);
    const [row] = await tx
      .insert(batches)
      .values({
        courseCid: input.cid,
        teacherId: teacher.id,
        vehicleId: input.vehicleId ?? null,
        capacity: input.capacity,
        startDate: input.startDate,
        weekdays: input.weekdays,
        time: input.time,
        sessions: input.sessions,
        place: input.place,
        createdBy: caller.id,
      })
      .returning({ id: batches.id });
    await recordAudit(tx, {
      actor: actorOf(caller),
      action: 'batch.created',
      entityType: 'batch',
      entityId: row!.id,
      after: { ...input, vehicleId: input.vehicleId ?? null },
    });
    return row!.id;
  });
  return findBatch(db, id);
}

async function findBatch(db: Db | Tx, id: string): Promise<Batch> {
  const [row] = await selectBatches(db).where(eq(batches.id, id));
  if (!row) throw new AppError('BATCH_NOT_FOUND');
  return toBatch(row);
}

async function roster(db: Db | Tx, batchId: string) {
  return db
    .select({ oid: orders.oid, sid: orders.sid, name: orders.name, phone: orders.phone1 })
    .from(batchSeats)
    .innerJoin(orders, eq(orders.id, batchSeats.orderId))
    .where(eq(batchSeats.batchId, batchId))
    .orderBy(asc(orders.name), asc(orders.oid));
}

export async function batchFor(db: Db, caller: SessionUser, id: string): Promise<BatchDetail> {
  const [row] = await selectBatches(db).where(eq(batches.id, id));
  if (!row || !maySeeBatch(caller, row.batch)) throw new AppError('BATCH_NOT_FOUND');
  const [course] = await db
    .select({ kind: courses.skillKind })
    .from(courses)
    .where(eq(courses.cid, row.batch.courseCid));
  return { ...toBatch(row), students: await roster(db, id), skills: await skillsOf(db, course?.kind ?? 'car') };
}

/**
 * The batches a caller may list: staff all (or one course's), a teacher their own, a student the
 * batches of their courses that still have a free seat and have not ended (to choose one).
 */
export async function listBatches(
  db: Db,
  caller: SessionUser,
  query: { cid?: string; open?: string },
  now: number,
): Promise<Batch[]> {
  const today = todayInDhaka(now);
  let where = query.cid ? eq(batches.courseCid, query.cid) : undefined;
  if (caller.role === 'teacher') where = and(where, eq(batches.teacherId, caller.id));
  else if (!isAdmin(caller)) {
    const mine = db.select({ cid: orders.courseCid }).from(orders).where(eq(orders.userId, caller.id));
    where = and(where, inArray(batches.courseCid, mine));
  }
  const rows = await selectBatches(db).where(where).orderBy(asc(batches.startDate), asc(batches.time), asc(batches.id));
  const list = rows.map(toBatch);
  const student = !isAdmin(caller) && caller.role !== 'teacher';
  const open = query.open !== undefined || student;
  const shown = open ? list.filter((b) => b.seatsTaken < b.capacity && b.sessionDates.at(-1)! >= today) : list;
  return student ? shown.map(forStudent) : shown;
}

/**
 * Gives an order a seat: staff may place any order; a student only their own, in a batch of its
 * course with a free seat. The seat is counted with one conditional update (`seats_taken <
 * capacity`) in the transaction that records it, so of any number of placements at once no more
 * than the seats succeed; the rest are 409 `BATCH_FULL`. An order has one seat at most.
 */
export async function placeStudent(
  db: Db,
  caller: SessionUser,
  batchId: string,
  oid: string,
  now: number,
): Promise<BatchDetail> {
  const [order] = await db
    .select({ id: orders.id, userId: orders.userId, cid: orders.courseCid })
    .from(orders)
    .where(eq(orders.oid, oid));
  if (!order || (!isAdmin(caller) && order.userId !== caller.id)) throw new AppError('ORDER_NOT_FOUND');
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
  if (!batch || (!isAdmin(caller) && !(await mayChooseBatch(db, caller, batch, now))))
    throw new AppError('BATCH_NOT_FOUND');
  if (batch.courseCid !== order.cid) throw new AppError('BATCH_OTHER_COURSE');
  const [seated] = await db.select().from(batchSeats).where(eq(batchSeats.orderId, order.id));
  if (seated) {
    if (seated.batchId === batchId) return batchFor(db, { ...caller, role: 'admin' }, batchId);
    throw new AppError('ALREADY_IN_BATCH');
  }
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(batches)
        .set({ seatsTaken: sql`${batches.seatsTaken} + 1` })
        .where(and(eq(batches.id, batchId), sql`${batches.seatsTaken} < ${batches.capacity}`))
        .returning({ seatsTaken: batches.seatsTaken });
      if (!taken) throw new AppError('BATCH_FULL');
      await tx.insert(batchSeats).values({ batchId, orderId: order.id, placedBy: caller.id });
      await recordAudit(tx, {
        actor: actorOf(caller),
        action: 'batch.student_placed',
        entityType: 'batch',
        entityId: batchId,
        after: { oid, seatsTaken: taken.seatsTaken },
      });
      await notifyBatchPlacement(tx, batchId, order.id, todayInDhaka(now));
    });
  } catch (err) {
    // The order took a seat in another request meanwhile: the seat counted here was rolled back.
    if (isUniqueViolation(err)) throw new AppError('ALREADY_IN_BATCH');
    throw err;
  }
  const detail = await batchFor(db, { ...caller, role: 'admin' }, batchId);
  return isAdmin(caller) ? detail : forStudent({ ...detail, students: detail.students.filter((s) => s.oid === oid) });
}

/** A student may choose a batch that has not ended, of one of their own courses. */
async function mayChooseBatch(db: Db, caller: SessionUser, batch: BatchRow, now: number): Promise<boolean> {
  const last = sessionDates(batch.startDate, batch.weekdays, batch.sessions).at(-1)!;
  if (last < todayInDhaka(now)) return false;
  const [own] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, caller.id), eq(orders.courseCid, batch.courseCid)))
    .limit(1);
  return !!own;
}

// ── Attendance ──

export async function skillsOf(db: Db | Tx, kind: SkillKind): Promise<Skill[]> {
  const [list] = await db.select().from(skillLists).where(eq(skillLists.kind, kind));
  return list?.skills ?? DEFAULT_SKILLS[kind];
}

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
  if (!maySeeBatch(caller, batch))
    throw new AppError('FORBIDDEN', 'Only the batch’s teacher or the office can mark it.');
  const [seat] = await db
    .select({ orderId: orders.id })
    .from(batchSeats)
    .innerJoin(orders, eq(orders.id, batchSeats.orderId))
    .where(and(eq(batchSeats.batchId, batchId), eq(orders.oid, mark.oid)));
  if (!seat) throw new AppError('NOT_IN_BATCH');
  const today = todayInDhaka(now);
  if (!sessionDates(batch.startDate, batch.weekdays, batch.sessions).includes(mark.date))
    throw new AppError('VALIDATION_FAILED', 'date: This batch has no session on this day.', {
      date: 'This batch has no session on this day.',
    });
  if (mark.date > today)
    throw new AppError('VALIDATION_FAILED', 'date: This session has not happened yet.', {
      date: 'This session has not happened yet.',
    });
  const [course] = await db.select({ kind: courses.skillKind }).from(courses).where(eq(courses.cid, batch.courseCid));
  const known = new Set((await skillsOf(db, course?.kind ?? 'car')).map((s) => s.key));
  const unknown = mark.skills.find((s) => !known.has(s));
  if (unknown)
    throw new AppError('VALIDATION_FAILED', `skills: "${unknown}" is not on this course's checklist.`, {
      skills: `"${unknown}" is not on this course's checklist.`,
    });
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

// ── Progress ──

/**
 * A student's progress on an order: sessions attended (present or late) against the course's
 * lessons, the skills ticked from its checklist, the batch and its next session. Ready for the
 * test when the attended sessions reach the lessons and, where the school requires it, the
 * student has passed a mock test. The order's student, staff, and the teacher
 * of the order's batch may read it.
 */
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
  const [course] = await db.select({ kind: courses.skillKind }).from(courses).where(eq(courses.cid, order.cid));
  const kind = course?.kind ?? 'car';
  const practised = new Set(rows.flatMap((r) => r.skills));
  // A student's theory counts with their account; an order whose account is gone has none.
  const mock = order.userId
    ? await mockReadiness(db, order.userId, quiz)
    : { required: quiz.readinessRequiresMock, best: null, ready: !quiz.readinessRequiresMock };
  const seen = batchRow ? toBatch(batchRow) : null;
  const batch = seen && !isAdmin(caller) && !teacherOfIt ? forStudent(seen) : seen;
  const today = todayInDhaka(now);
  const next = batch?.sessionDates.find((d) => d >= today);
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

// ── Sessions: a teacher's days ──

/**
 * The sessions between two days (both included; by default today and the next six): each batch
 * meeting that day with its time, place, vehicle, seats and how many are marked. A teacher sees
 * their own batches; the office every batch.
 */
export async function sessionsFor(
  db: Db,
  caller: SessionUser,
  range: { from?: string; to?: string },
  now: number,
): Promise<TeachingSession[]> {
  const from = range.from ?? todayInDhaka(now);
  const to = range.to ?? addDays(from, 6);
  const rows = await selectBatches(db).where(isAdmin(caller) ? undefined : eq(batches.teacherId, caller.id));
  const marked = await db
    .select({ batchId: attendance.batchId, date: attendance.date, n: sql<number>`count(*)::int` })
    .from(attendance)
    .innerJoin(batches, eq(batches.id, attendance.batchId))
    .where(
      and(
        isAdmin(caller) ? undefined : eq(batches.teacherId, caller.id),
        sql`${attendance.date} >= ${from}`,
        sql`${attendance.date} <= ${to}`,
      ),
    )
    .groupBy(attendance.batchId, attendance.date);
  const markedOf = new Map(marked.map((m) => [`${m.batchId} ${m.date}`, m.n]));
  const sessions: TeachingSession[] = [];
  for (const row of rows) {
    const batch = toBatch(row);
    for (const date of batch.sessionDates)
      if (date >= from && date <= to)
        sessions.push({
          batchId: batch.id,
          date,
          time: batch.time,
          place: batch.place,
          cid: batch.cid,
          courseTitle: batch.courseTitle,
          courseTitleBn: batch.courseTitleBn,
          teacherName: batch.teacher.name,
          vehicle: batch.vehicle,
          students: batch.seatsTaken,
          marked: markedOf.get(`${batch.id} ${date}`) ?? 0,
          number: batch.sessionDates.indexOf(date) + 1,
          of: batch.sessions,
        });
  }
  return sessions.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}
