import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { attendance, batchSeats, batches, courses, orders, users, vehicles } from '#server/db/schema/index.ts';
import type { BatchRow } from '#server/db/schema/index.ts';
import {
  BATCH_RECENT_DAYS,
  type Batch,
  type BatchCreate,
  type BatchDetail,
  type BatchListQuery,
  type TeachingSession,
} from '#shared/schemas/batch.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import { sessionDates } from '#shared/batch-schedule.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { AppError } from '#server/lib/errors.ts';
import { actorOf, recordAudit, type Tx } from '#server/lib/audit.ts';
import { isUniqueViolation } from '#server/lib/ids.ts';
import { isAdmin } from '#server/auth/guards.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { takeSeat } from './seat';
import { skillsOf } from '#server/features/skills/index.ts';
import { getSchool } from '#server/features/school/index.ts';
import { forStudent, maySeeBatch, selectBatches, toBatch } from './batch-rows';

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
      who === 'teacher'
        ? { teacherEmail: 'This teacher already has a session at this time.' }
        : { vehicleId: 'This vehicle is already booked at this time.' },
      undefined,
      { who, time: input.time, day: common },
    );
  }
}

export async function createBatch(db: Db, caller: SessionUser, input: BatchCreate): Promise<Batch> {
  const [course] = await db.select({ cid: courses.cid }).from(courses).where(eq(courses.cid, input.cid));
  if (!course) throw new AppError('COURSE_NOT_FOUND', { cid: 'There is no course with this id.' });
  const [teacher] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, input.teacherEmail));
  if (!teacher || teacher.role !== 'teacher')
    throw new AppError('VALIDATION_FAILED', {
      teacherEmail: 'There is no teacher with this e-mail address.',
    });
  if (input.vehicleId) {
    const [vehicle] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.id, input.vehicleId));
    if (!vehicle)
      throw new AppError('VALIDATION_FAILED', {
        vehicleId: 'Choose a vehicle from the list.',
      });
  }
  // No session on a day the school is closed (School Settings; Friday unless the owner says otherwise).
  const { closedDays } = await getSchool(db);
  if (input.weekdays.some((d) => closedDays.includes(d)))
    throw new AppError('CLOSED_DAY', {
      weekdays: 'The school is closed on a day you ticked. Untick it.',
    });
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
 * The rows a caller may list: staff all, a teacher their own, a student those of their courses
 * (`listBatches` then keeps, for a student, only those with a free seat that have not ended); of
 * one course with `cid`; in one of the office's views with `stage` (the `earlier` view is
 * `listEarlierBatches`, a page at a time).
 */
function batchesWhere(db: Db, caller: SessionUser, query: BatchListQuery, today: string) {
  let where = query.cid ? eq(batches.courseCid, query.cid) : undefined;
  if (caller.role === 'teacher') where = and(where, eq(batches.teacherId, caller.id));
  else if (!isAdmin(caller)) {
    const mine = db.select({ cid: orders.courseCid }).from(orders).where(eq(orders.userId, caller.id));
    where = and(where, inArray(batches.courseCid, mine));
  }
  if (!query.stage) return where;
  const earlier = sql`${lastPossibleDay} + ${BATCH_RECENT_DAYS}::int < ${today}::date`;
  return and(where, query.stage === 'earlier' ? earlier : sql`not (${earlier})`);
}

/**
 * The latest day a batch can meet: its first day plus its weeks of sessions (k weekdays meet
 * `sessions` times within ceil(sessions / k) weeks). The exact day is worked out in code
 * (`sessionDates`); this bound sorts batches into the office's views in the database.
 */
const lastPossibleDay = sql`(${batches.startDate} + ceil(${batches.sessions}::numeric / greatest(jsonb_array_length(${batches.weekdays}), 1))::int * 7 - 1)`;

/** The `earlier` view: batches that ended over a month ago, the latest first, a page of them. */
export async function listEarlierBatches(
  db: Db,
  caller: SessionUser,
  query: BatchListQuery,
  now: number,
): Promise<{ items: Batch[]; total: number }> {
  // A student lists only batches they may still join (a free seat, not ended), as `open` does:
  // none of these.
  if (query.open !== undefined || !(isAdmin(caller) || caller.role === 'teacher')) return { items: [], total: 0 };
  const where = batchesWhere(db, caller, { ...query, stage: 'earlier' }, todayInDhaka(now));
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    selectBatches(db)
      .where(where)
      .orderBy(desc(batches.startDate), desc(batches.time), asc(batches.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(batches)
      .where(where),
  ]);
  return { items: rows.map(toBatch), total: count?.n ?? 0 };
}

export async function listBatches(db: Db, caller: SessionUser, query: BatchListQuery, now: number): Promise<Batch[]> {
  const today = todayInDhaka(now);
  const where = batchesWhere(db, caller, query, today);
  const rows = await selectBatches(db).where(where).orderBy(asc(batches.startDate), asc(batches.time), asc(batches.id));
  const list = rows.map(toBatch);
  const student = !isAdmin(caller) && caller.role !== 'teacher';
  const open = query.open !== undefined || student;
  const shown = open ? list.filter((b) => b.seatsTaken < b.capacity && b.sessionDates.at(-1)! >= today) : list;
  return student ? shown.map(forStudent) : shown;
}

/**
 * Gives an order a seat: staff may place any order; a student only their own, in a batch of its
 * course with a free seat. The seat is taken by `takeSeat`'s conditional update, so of any number
 * of placements at once no more than the seats succeed; the rest are 409 `BATCH_FULL`. An order
 * has one seat at most.
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
    await db.transaction((tx) => takeSeat(tx, caller, batchId, { id: order.id, oid }, todayInDhaka(now)));
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
