// Money back and course changes: the office asks for a refund for a student who cannot start or
// stopped coming, the owner approves or declines it (POST /api/orders/:oid/refunds,
// /api/refunds/:id/approve|decline), and the office moves a student who changes their mind to
// another course before the batch starts (POST /api/orders/:oid/transfer: a new order, the money
// carried over as a credit, what the cheaper course does not need offered back as a refund). The
// season drives them only when the build has them (detected at the start: `state.refunds`).
import type { Refund, TransferResult } from '#shared/schemas/refund.ts';
import { addDays } from '#shared/dates.ts';
import { ok } from './http';
import { problem, type Ctx } from './context';
import { asStaff } from './people';
import type { OrderState } from './state';

type Task = () => Promise<void>;

/** Whether the app answers the refund list (a 404 route means the build has no refunds). */
export async function hasRefunds(ctx: Ctx): Promise<boolean> {
  const res = await asStaff<{ code?: string }>(ctx, ctx.state.owner, 'GET', '/api/refunds?status=requested');
  return res.status === 200;
}

const started = (ctx: Ctx, o: OrderState) => !!o.batch && o.batch.dates[0]! <= ctx.today;

/** The office asks the owner today to refund this order (its student wants the money back). */
const asksRefundToday = (ctx: Ctx, o: OrderState) =>
  !o.closed &&
  o.confirmed > 0 &&
  o.refunds.length === 0 &&
  ((o.plan.refund === 'before-start' && !started(ctx, o) && ctx.dayIndex >= o.bookedDay + 1) ||
    (o.plan.refund === 'after-dropout' && o.dropped));

/** Whom the office refunds today, and the owner's decisions on yesterday's requests. */
export function refundsOfTheDay(ctx: Ctx): Task[] {
  const tasks: Task[] = [];
  for (const o of ctx.state.orders)
    if (asksRefundToday(ctx, o))
      tasks.push(() =>
        requestRefund(ctx, o, o.plan.refund === 'before-start' ? o.confirmed : Math.floor(o.confirmed / 2)),
      );
  for (const o of ctx.state.orders)
    for (const r of o.refunds.filter((x) => x.status === 'requested')) tasks.push(() => decideRefund(ctx, o, r));
  return tasks;
}

async function requestRefund(ctx: Ctx, o: OrderState, amount: number): Promise<void> {
  const admin = ctx.state.admins[0]!;
  const res = await asStaff<{ id: string; status: string }>(ctx, admin, 'POST', `/api/orders/${o.oid}/refunds`, {
    json: { amount, reason: o.dropped ? 'Stopped coming after a few lessons.' : 'Cannot join this batch after all.' },
    route: 'POST /api/orders/:oid/refunds',
  });
  if (!ok(res)) return problem(ctx, `refund request on ${o.oid}: ${res.status} ${JSON.stringify(res.body)}`);
  o.refunds.push({ id: res.body.id, amount, status: 'requested' });
  ctx.acks.add({ kind: 'refund', id: res.body.id, oid: o.oid, status: 'requested', amount });
}

async function decideRefund(ctx: Ctx, o: OrderState, r: OrderState['refunds'][number]): Promise<void> {
  const rng = ctx.rng.of(`refund:${r.id}`);
  const approve = rng.chance(0.9);
  const res = await asStaff<Refund>(
    ctx,
    ctx.state.owner,
    'POST',
    `/api/refunds/${r.id}/${approve ? 'approve' : 'decline'}`,
    {
      json: approve ? { method: 'cash' } : { reason: 'Lessons already given cover the amount paid.' },
      route: `POST /api/refunds/:id/${approve ? 'approve' : 'decline'}`,
      retry: true,
    },
  );
  if (!ok(res)) return problem(ctx, `refund decision ${r.id}: ${res.status} ${JSON.stringify(res.body)}`);
  r.status = approve ? 'approved' : 'declined';
  if (approve) {
    r.number = res.body.number ?? undefined;
    if (res.body.cancelOrder) endOrder(ctx, o);
  }
  ctx.acks.add({ kind: 'refund', id: r.id, oid: o.oid, status: r.status, amount: r.amount, number: r.number });
}

/** The order ended (refunded with cancellation, or moved): no more money or lessons, its seat freed. */
function endOrder(ctx: Ctx, o: OrderState): void {
  o.closed = true;
  if (!o.batch) return;
  ctx.acks.add({ kind: 'seat', batchId: o.batch.id, oid: o.oid, freed: true });
  o.batch.seated = o.batch.seated.filter((x) => x !== o);
}

/** The office moves students who changed their mind to their new course, before their batch starts. */
export function transfersOfTheDay(ctx: Ctx): Task[] {
  return ctx.state.orders
    .filter(
      (o) =>
        !!o.plan.transferTo &&
        !o.closed &&
        !started(ctx, o) &&
        o.confirmed > 0 &&
        o.waiting.length === 0 &&
        o.refunds.every((r) => r.status !== 'requested') &&
        // A student asking for their money back today is not moved the same afternoon: the move
        // would meet the refund request (409 REFUND_WAITING), as the school's rules say.
        !asksRefundToday(ctx, o) &&
        ctx.dayIndex >= o.bookedDay + 2,
    )
    .map((o) => () => transfer(ctx, o));
}

async function transfer(ctx: Ctx, o: OrderState): Promise<void> {
  const cid = o.plan.transferTo!;
  const course = ctx.state.courses.get(cid);
  if (!course) return problem(ctx, `no course ${cid} to move ${o.oid} to`);
  // Not retried: a second try after a lost answer would find the order already moved (409).
  const res = await asStaff<TransferResult>(ctx, ctx.state.admins[0]!, 'POST', `/api/orders/${o.oid}/transfer`, {
    json: { cid, sdate: addDays(ctx.today, 3) },
    route: 'POST /api/orders/:oid/transfer',
  });
  if (!ok(res)) return problem(ctx, `move of ${o.oid} to ${cid}: ${res.status} ${JSON.stringify(res.body)}`);
  const t = res.body;
  endOrder(ctx, o);
  ctx.acks.add({ kind: 'transfer', oid: o.oid, to: t.to, amount: t.credit });
  ctx.acks.add({ kind: 'order', oid: t.to, email: o.student.plan.email });
  // The new order carries on with what was left of the payment plan, on the new course's fee.
  const moved: OrderState = {
    ...o,
    oid: t.to,
    plan: { ...o.plan, cid, transferTo: null, refund: 'none' },
    cid,
    lessons: course.lesson,
    fee: t.price,
    confirmed: t.credit,
    waiting: [],
    toRetype: [],
    batch: null,
    attended: 0,
    sessionsSeen: 0,
    marks: new Map(),
    dropped: false,
    certificates: [],
    tests: [],
    passed: new Set(),
    closed: false,
    refunds: t.refund ? [{ id: t.refund.id, amount: t.refund.amount, status: 'requested' }] : [],
  };
  if (t.refund)
    ctx.acks.add({ kind: 'refund', id: t.refund.id, oid: t.to, status: 'requested', amount: t.refund.amount });
  o.student.orders.push(moved);
  ctx.state.orders.push(moved);
}
