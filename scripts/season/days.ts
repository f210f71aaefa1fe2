// One school day of the season, in five parts, each at its hour in Khulna: the morning lessons,
// visitors (sign-ups, bookings, payments from phones, enquiries), the office's afternoon, the
// afternoon lessons and the evening (more payments, mock tests, enquiries). The work of each part
// runs concurrently, at most `concurrency` requests' worth at a time.
import { khulna } from './clock';
import { problem, type Ctx } from './context';
import { book, decide, payAtOffice, payFromPhone } from './money';
import { enquire, openLists, workInbox } from './office';
import { studentSignsUp } from './people';
import type { Faults } from './faults';
import type { Staff } from './state';
import { brtaTests, certificates, markSession, meetingToday, mockTest, openBatches, takeSeat } from './teaching';
import { refundsOfTheDay, transfersOfTheDay } from './refunds';

type Task = () => Promise<void>;

export async function runTasks(ctx: Ctx, tasks: Task[], concurrency: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      try {
        await task();
      } catch (err) {
        problem(ctx, err instanceof Error ? err.message : String(err));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
}

const admin = (ctx: Ctx, k: number): Staff => ctx.state.admins[k % ctx.state.admins.length]!;

function lessons(times: string[]) {
  return (ctx: Ctx): Task[] => meetingToday(ctx, times).map((b) => () => markSession(ctx, b));
}

function visitors(ctx: Ctx): Task[] {
  const tasks: Task[] = [];
  ctx.world.enquiries.forEach((e, k) => {
    if (e.day === ctx.dayIndex && k % 2 === 0) tasks.push(() => enquire(ctx, e, `10.250.${(k >> 8) & 255}.${k & 255}`));
  });
  for (const s of ctx.state.students) {
    // Today's bookings, and those of a day whose sign-up failed: the student comes back the next day.
    const todays = [...s.plan.bookings.entries()].filter(([k, b]) => b.day <= ctx.dayIndex && !s.tried.has(k));
    if (todays.length) {
      tasks.push(async () => {
        if (!s.id && !(await studentSignsUp(ctx, s))) return;
        for (const [k, plan] of todays) {
          s.tried.add(k);
          const o = await book(ctx, s, plan);
          if (o) await payFromPhone(ctx, o);
        }
      });
    }
  }
  for (const o of ctx.state.orders) {
    if (o.bookedDay === ctx.dayIndex) continue;
    if (o.plan.selfPlace && !o.batch) tasks.push(() => takeSeat(ctx, o));
    if (o.oid.charCodeAt(o.oid.length - 1) % 2 === 0) tasks.push(() => payFromPhone(ctx, o));
  }
  return tasks;
}

function evening(ctx: Ctx): Task[] {
  const tasks: Task[] = [];
  ctx.world.enquiries.forEach((e, k) => {
    if (e.day === ctx.dayIndex && k % 2 === 1) tasks.push(() => enquire(ctx, e, `10.251.${(k >> 8) & 255}.${k & 255}`));
  });
  for (const o of ctx.state.orders) {
    if (o.oid.charCodeAt(o.oid.length - 1) % 2 === 1 || o.bookedDay === ctx.dayIndex)
      tasks.push(() => payFromPhone(ctx, o));
    tasks.push(() => mockTest(ctx, o));
  }
  return tasks;
}

/** The office's afternoon, in three steps: money, then batches and seats, then tests, certificates and the inbox. */
async function office(ctx: Ctx, concurrency: number): Promise<void> {
  const money: Task[] = [];
  ctx.state.orders.forEach((o, k) => {
    for (const c of [...o.waiting]) money.push(() => decide(ctx, admin(ctx, k), o, c));
    money.push(() => payAtOffice(ctx, admin(ctx, k + 1), o));
  });
  await runTasks(ctx, money, concurrency);
  await runTasks(ctx, [() => openBatches(ctx, admin(ctx, ctx.dayIndex))], 1);
  const rest: Task[] = [];
  ctx.state.orders.forEach((o, k) => {
    rest.push(() => brtaTests(ctx, admin(ctx, k), o));
    rest.push(() => certificates(ctx, o));
  });
  const perDay = Math.max(1, Math.ceil(ctx.world.enquiries.length / ctx.world.shape.days) + 2);
  rest.push(() => workInbox(ctx, admin(ctx, ctx.dayIndex + 1), perDay));
  rest.push(() => openLists(ctx, admin(ctx, ctx.dayIndex)));
  if (ctx.state.refunds) rest.push(...refundsOfTheDay(ctx), ...transfersOfTheDay(ctx));
  await runTasks(ctx, rest, concurrency);
}

export const PHASES: { name: string; time: string; run: (ctx: Ctx, concurrency: number) => Promise<void> }[] = [
  { name: 'morning lessons', time: '09:30', run: (ctx, c) => runTasks(ctx, lessons(['07:00', '08:00'])(ctx), c) },
  { name: 'visitors', time: '11:00', run: (ctx, c) => runTasks(ctx, visitors(ctx), c) },
  { name: 'office', time: '15:00', run: office },
  { name: 'afternoon lessons', time: '18:30', run: (ctx, c) => runTasks(ctx, lessons(['16:00', '17:00'])(ctx), c) },
  { name: 'evening', time: '20:30', run: (ctx, c) => runTasks(ctx, evening(ctx), c) },
];

/** Runs one day: the gateways for the day, then each part at its hour, with the faults that strike in it. */
export async function runDay(ctx: Ctx, faults: Faults, concurrency: number): Promise<void> {
  await faults.startDay(ctx.dayIndex, ctx.today);
  for (const [i, phase] of PHASES.entries()) {
    await ctx.clock.moveTo(khulna(ctx.today, phase.time));
    faults.duringPhase(ctx.dayIndex, i, ctx.today, ctx.log);
    await phase.run(ctx, concurrency);
  }
  await faults.settle();
}
