// The school's teaching: the office opens batches when enough students wait and seats them (some
// students take a free seat themselves), teachers mark each session on their phones, the office
// books the BRTA tests and records their results, the owner issues certificates (and revokes a
// few), and students sit mock tests.
import { addDays } from '#shared/dates.ts';
import { sessionDates } from '#shared/batch-schedule.ts';
import type { AttemptResult, AttemptStart } from '#shared/schemas/quiz.ts';
import { ok } from './http';
import { problem, type Ctx } from './context';
import { asStaff } from './people';
import type { BatchState, OrderState, Staff } from './state';

const MORNING = ['07:00', '08:00'];
const AFTERNOON = ['16:00', '17:00'];
const PATTERNS_YEAR = [
  [0, 2, 4],
  [1, 3, 6],
];
const PATTERNS_SHORT = [[0, 1, 2, 3, 4, 6]];

/** Orders that have no seat yet and still want lessons. */
export const waitingFor = (ctx: Ctx, cid: string) =>
  ctx.state.orders.filter((o) => o.cid === cid && !o.batch && !o.closed);

function clashes(a: { teacherId: string; vehicleId: string | null; time: string; dates: string[] }, b: BatchState) {
  if (a.time !== b.time) return false;
  if (a.teacherId !== b.teacher.id && (!a.vehicleId || a.vehicleId !== b.vehicleId)) return false;
  const mine = new Set(a.dates);
  return b.dates.some((d) => mine.has(d));
}

/** A teacher, time, days and vehicle for a new batch of `cid` that clash with no batch (or null). */
function freeSlot(ctx: Ctx, cid: string, start: string, sessions: number) {
  const rng = ctx.rng.of(`slots:${cid}:${start}`);
  const course = ctx.state.courses.get(cid)!;
  const patterns = ctx.world.shape.short ? PATTERNS_SHORT : PATTERNS_YEAR;
  const teachers = rng.shuffle([...ctx.state.teachers]);
  const vehicles = rng.shuffle(ctx.state.vehicles.filter((v) => v.kind === course.kind));
  for (const teacher of teachers)
    for (const time of rng.shuffle([...MORNING, ...AFTERNOON]))
      for (const weekdays of patterns) {
        const dates = sessionDates(start, weekdays, sessions);
        for (const vehicle of vehicles.length ? vehicles : [null]) {
          const slot = { teacherId: teacher.id, vehicleId: vehicle?.id ?? null, time, dates };
          if (!ctx.state.batches.some((b) => clashes(slot, b))) return { teacher, time, weekdays, dates, vehicle };
        }
      }
  return null;
}

/** The office opens a batch for a course whose students have waited long enough, and seats them. */
export async function openBatches(ctx: Ctx, admin: Staff): Promise<void> {
  for (const cid of ctx.state.courses.keys()) {
    const waiting = waitingFor(ctx, cid);
    if (waiting.length === 0) continue;
    const oldest = ctx.dayIndex - Math.min(...waiting.map((o) => o.bookedDay));
    const patience = ctx.world.shape.short ? 2 : 6;
    if (waiting.length < 8 && oldest < patience) continue;
    const rng = ctx.rng.of(`batch:${cid}:${ctx.today}`);
    const capacity = rng.int(10, 14);
    const start = addDays(ctx.today, 2);
    const course = ctx.state.courses.get(cid)!;
    const sessions = course.lesson + 3;
    const slot = freeSlot(ctx, cid, start, sessions);
    if (!slot) {
      // The season's own timetable is full (a short season has one motorcycle): the office waits
      // and tries again the next day, as it would. No request was made, so nothing the app
      // answered is wrong; the report counts the days it happened.
      ctx.state.waitedForSlot.push(`${cid} on ${ctx.today}`);
      continue;
    }
    const res = await asStaff<{ id: string }>(ctx, admin, 'POST', '/api/batches', {
      json: {
        cid,
        teacherEmail: slot.teacher.plan.email,
        vehicleId: slot.vehicle?.id ?? null,
        capacity,
        startDate: start,
        weekdays: slot.weekdays,
        time: slot.time,
        sessions,
        place: slot.vehicle?.kind === 'bay' ? 'Workshop, Boyra' : 'Practice ground, Gollamari',
      },
    });
    if (!ok(res)) {
      problem(ctx, `batch of ${cid}: ${res.status} ${JSON.stringify(res.body)}`);
      continue;
    }
    const batch: BatchState = {
      id: res.body.id,
      cid,
      teacher: slot.teacher,
      time: slot.time,
      weekdays: slot.weekdays,
      dates: slot.dates,
      capacity,
      vehicleId: slot.vehicle?.id ?? null,
      seated: [],
    };
    ctx.state.batches.push(batch);
    ctx.acks.add({ kind: 'batch', id: batch.id, capacity });
    // Students who said they would pick their own seat get a few days to do so.
    const toSeat = waiting.filter((o) => !o.plan.selfPlace || ctx.dayIndex - o.bookedDay >= 7);
    for (const o of toSeat.slice(0, capacity)) await place(ctx, admin.client, batch, o, admin);
    // One more than fits: the database must say the batch is full.
    const extra = toSeat[capacity];
    if (extra) {
      const refused = await asStaff<{ code: string }>(ctx, admin, 'POST', `/api/batches/${batch.id}/students`, {
        json: { oid: extra.oid },
        route: 'POST /api/batches/:id/students',
      });
      if (refused.status !== 409 || refused.body.code !== 'BATCH_FULL')
        problem(ctx, `a full batch took ${extra.oid}: ${refused.status}`);
    }
  }
}

async function place(ctx: Ctx, client: Staff['client'], batch: BatchState, o: OrderState, staff?: Staff) {
  const path = `/api/batches/${batch.id}/students`;
  const opts = { json: { oid: o.oid }, route: 'POST /api/batches/:id/students', retry: true };
  const res = staff
    ? await asStaff<{ code?: string }>(ctx, staff, 'POST', path, opts)
    : await client.request<{ code?: string }>('POST', path, opts);
  // A seat taken by the first try whose answer was lost.
  const seated = ok(res) || (res.status === 409 && res.body.code === 'ALREADY_IN_BATCH');
  if (!seated) {
    if (!(res.status === 409 && res.body.code === 'BATCH_FULL' && !staff))
      problem(ctx, `seat for ${o.oid} in ${batch.id}: ${res.status} ${JSON.stringify(res.body)}`);
    return;
  }
  o.batch = batch;
  batch.seated.push(o);
  ctx.acks.add({ kind: 'seat', batchId: batch.id, oid: o.oid });
}

/** A student who wanted to choose takes a free seat in an open batch of their course. */
export async function takeSeat(ctx: Ctx, o: OrderState): Promise<void> {
  if (o.batch || o.closed || !o.plan.selfPlace) return;
  const list = await o.student.client.request<{ id: string; seatsTaken: number; capacity: number }[]>(
    'GET',
    `/api/batches?cid=${o.cid}&open=1`,
    { route: 'GET /api/batches?open', retry: true },
  );
  if (!ok(list)) return problem(ctx, `open batches for ${o.oid}: ${list.status}`);
  const mine = ctx.state.batches.find((b) => list.body.some((x) => x.id === b.id && x.seatsTaken < x.capacity));
  if (mine) await place(ctx, o.student.client, mine, o);
}

/** Batches meeting today at one of `times`. */
export const meetingToday = (ctx: Ctx, times: string[]) =>
  ctx.state.batches.filter((b) => times.includes(b.time) && b.dates.includes(ctx.today));

/** The teacher marks today's session of a batch, one tap per student. */
export async function markSession(ctx: Ctx, batch: BatchState): Promise<void> {
  const teacher = batch.teacher;
  const sessions = await teacher.client.request('GET', `/api/sessions?from=${ctx.today}&to=${ctx.today}`, {
    route: 'GET /api/sessions',
    retry: true,
  });
  if (!ok(sessions)) problem(ctx, `sessions of ${teacher.plan.email}: ${sessions.status}`);
  for (const o of batch.seated) {
    if (o.closed) continue;
    const rng = ctx.rng.of(`attendance:${o.oid}`);
    if (o.plan.refund === 'after-dropout' || o.student.plan.dropoutAfter !== null) {
      const after = o.student.plan.dropoutAfter ?? 4;
      if (o.sessionsSeen >= after) o.dropped = true;
    }
    const status = o.dropped
      ? 'absent'
      : rng.chance(o.student.plan.diligence)
        ? rng.chance(0.2)
          ? 'late'
          : 'present'
        : 'absent';
    const res = await teacher.client.request('POST', `/api/batches/${batch.id}/attendance`, {
      json: { oid: o.oid, date: ctx.today, status, skills: [] },
      route: 'POST /api/batches/:id/attendance',
      retry: true,
    });
    if (!ok(res)) {
      problem(ctx, `mark for ${o.oid} on ${ctx.today}: ${res.status} ${JSON.stringify(res.body)}`);
      continue;
    }
    ctx.acks.add({ kind: 'mark', batchId: batch.id, oid: o.oid, date: ctx.today, status });
    o.marks.set(ctx.today, status);
    o.sessionsSeen++;
    if (status !== 'absent') o.attended++;
    // Now and then the teacher corrects yesterday's mark (an absence that was a late arrival).
    const previous = batch.dates[batch.dates.indexOf(ctx.today) - 1];
    if (previous && o.marks.get(previous) === 'absent' && status !== 'absent' && rng.chance(0.05)) {
      const fix = await teacher.client.request('POST', `/api/batches/${batch.id}/attendance`, {
        json: { oid: o.oid, date: previous, status: 'late', note: 'Came late; marked absent by mistake.', skills: [] },
        route: 'POST /api/batches/:id/attendance (correction)',
        retry: true,
      });
      if (ok(fix)) {
        o.attended++;
        o.marks.set(previous, 'late');
        ctx.acks.add({ kind: 'mark', batchId: batch.id, oid: o.oid, date: previous, status: 'late' });
      } else problem(ctx, `correction for ${o.oid}: ${fix.status}`);
    }
  }
}

const ready = (o: OrderState) => o.attended >= o.lessons;
const ended = (ctx: Ctx, o: OrderState) => !!o.batch && o.batch.dates.at(-1)! < ctx.today;

async function bookTest(ctx: Ctx, admin: Staff, o: OrderState, kind: string, date: string): Promise<void> {
  const res = await asStaff<{ id: string }>(ctx, admin, 'POST', `/api/orders/${o.oid}/tests`, {
    json: { kind, date, time: '10:00', place: 'BRTA Khulna circle, Boyra' },
    route: 'POST /api/orders/:oid/tests',
  });
  if (!ok(res)) return problem(ctx, `test for ${o.oid}: ${res.status} ${JSON.stringify(res.body)}`);
  o.tests.push({ id: res.body.id, kind, date, result: 'booked' });
  ctx.acks.add({ kind: 'test', id: res.body.id, oid: o.oid, result: 'booked' });
}

/** The office books BRTA tests for seated and ready students and records the results. */
export async function brtaTests(ctx: Ctx, admin: Staff, o: OrderState): Promise<void> {
  if (!o.batch || o.closed) return;
  if (o.batch.dates[0] === ctx.today && !o.tests.some((t) => t.kind === 'learner'))
    await bookTest(ctx, admin, o, 'learner', addDays(ctx.today, 10));
  if (ready(o) && ended(ctx, o) && !o.tests.some((t) => t.kind === 'written')) {
    await bookTest(ctx, admin, o, 'written', addDays(ctx.today, 7));
    await bookTest(ctx, admin, o, 'field', addDays(ctx.today, 9));
  }
  for (const t of o.tests.filter((x) => x.result === 'booked' && x.date <= ctx.today)) {
    const rng = ctx.rng.of(`test:${t.id}`);
    const result = rng.weighted<string>([
      ['passed', 80],
      ['failed', 15],
      ['absent', 5],
    ]);
    const res = await asStaff(ctx, admin, 'PATCH', `/api/tests/${t.id}`, {
      json: { result },
      route: 'PATCH /api/tests/:id',
      retry: true,
    });
    if (!ok(res)) {
      problem(ctx, `result of ${t.id}: ${res.status} ${JSON.stringify(res.body)}`);
      continue;
    }
    t.result = result;
    ctx.acks.add({ kind: 'test', id: t.id, oid: o.oid, result });
    if (result === 'passed') o.passed.add(t.kind);
    else await bookTest(ctx, admin, o, t.kind, addDays(ctx.today, 14));
  }
}

/** The owner issues the certificate of a student who is ready, and revokes a few issued by mistake. */
export async function certificates(ctx: Ctx, o: OrderState): Promise<void> {
  const owner = ctx.state.owner;
  if (o.closed || !ready(o) || !ended(ctx, o)) return;
  const standing = o.certificates.find((c) => !c.revoked);
  const rng = ctx.rng.of(`certificate:${o.oid}:${o.certificates.length}`);
  if (!standing) {
    // A revoked one is followed by a new one for half of them.
    if (o.certificates.length > 0 && !rng.chance(0.5)) return;
    const res = await asStaff<{ serial: string; code?: string }>(
      ctx,
      owner,
      'POST',
      `/api/orders/${o.oid}/certificate`,
      {
        json: {},
        route: 'POST /api/orders/:oid/certificate',
      },
    );
    let serial = ok(res) ? res.body.serial : undefined;
    if (!serial && (res.status === 0 || res.status >= 500 || res.body?.code === 'CERTIFICATE_EXISTS')) {
      const list = await asStaff<{ serial: string; revokedAt?: string | null; revoked?: boolean }[]>(
        ctx,
        owner,
        'GET',
        `/api/orders/${o.oid}/certificates`,
        { route: 'GET /api/orders/:oid/certificates', retry: true },
      );
      const known = new Set(o.certificates.map((c) => c.serial));
      serial = ok(list) ? list.body.find((c) => !known.has(c.serial))?.serial : undefined;
    }
    if (!serial) return problem(ctx, `certificate for ${o.oid}: ${res.status} ${JSON.stringify(res.body)}`);
    o.certificates.push({ serial, revoked: false });
    ctx.acks.add({ kind: 'certificate', serial, oid: o.oid, revoked: false });
    return;
  }
  // Some days after issuing, a few turn out to be mistakes.
  if (o.certificates.length === 1 && rng.chance(0.008)) {
    const res = await asStaff(ctx, owner, 'POST', `/api/certificates/${standing.serial}/revoke`, {
      json: { reason: 'Issued with the wrong course; a corrected one follows.' },
      route: 'POST /api/certificates/:serial/revoke',
      retry: true,
    });
    if (!ok(res)) return problem(ctx, `revoking ${standing.serial}: ${res.status} ${JSON.stringify(res.body)}`);
    standing.revoked = true;
    ctx.acks.add({ kind: 'certificate', serial: standing.serial, oid: o.oid, revoked: true });
  }
}

/** A student sits a mock theory test on the phone: answers every question (as well as they know) and submits. */
export async function mockTest(ctx: Ctx, o: OrderState): Promise<void> {
  const s = o.student;
  if (o.closed || !o.batch || s.mockTaken >= s.plan.mockTests || o.attended < o.lessons / 3) return;
  const rng = ctx.rng.of(`mock:${o.oid}:${s.mockTaken}`);
  if (!rng.chance(0.3)) return;
  s.mockTaken++;
  const start = await s.client.request<AttemptStart>('POST', `/api/quiz/mock?lang=${s.plan.english ? 'en' : 'bn'}`, {
    route: 'POST /api/quiz/mock',
  });
  if (!ok(start)) return problem(ctx, `mock test of ${s.plan.email}: ${start.status} ${JSON.stringify(start.body)}`);
  ctx.acks.add({ kind: 'attempt', id: start.body.attemptId, submitted: false });
  const answers = start.body.questions.map((q) => ({ questionId: q.id, option: rng.int(0, q.options.length - 1) }));
  const res = await s.client.request<AttemptResult>('POST', `/api/quiz/attempts/${start.body.attemptId}/answers`, {
    json: { answers },
    route: 'POST /api/quiz/attempts/:id/answers',
    retry: true,
  });
  if (!ok(res)) return problem(ctx, `answers of ${s.plan.email}: ${res.status} ${JSON.stringify(res.body)}`);
  ctx.acks.add({ kind: 'attempt', id: start.body.attemptId, submitted: true });
}
