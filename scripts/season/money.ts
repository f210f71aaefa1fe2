// Bookings and money: a student books with an NID upload (and sometimes the season's coupon), then
// pays in parts through bKash's checkout, by typing the TrxID of a transfer (the office confirms or
// rejects it), or in cash at the office. Every acknowledged write goes into the season's acks.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Ledger, Payment } from '#shared/schemas/payment.ts';
import { addDays } from '#shared/dates.ts';
import { ok, Unexpected, expectOk } from './http';
import { problem, type Ctx } from './context';
import { asStaff } from './people';
import type { ClaimState, OrderState, Staff, Student } from './state';
import type { BookingPlan, PaymentPart } from './world';

let nidImage: Buffer | null = null;
async function nid(): Promise<Buffer> {
  nidImage ??= await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 9, g: 99, b: 199 } } })
    .jpeg()
    .toBuffer();
  return nidImage;
}

/** What is left to pay that is not already claimed: the fee less confirmed and waiting money. */
export const open = (o: OrderState) => o.fee - o.confirmed - o.waiting.reduce((s, c) => s + c.amount, 0);

/** Books `plan` for the student; the order, or null when it could not be booked. */
export async function book(ctx: Ctx, s: Student, plan: BookingPlan): Promise<OrderState | null> {
  const upload = await s.client.upload('private', await nid());
  if (!ok(upload)) {
    problem(ctx, `NID upload of ${s.plan.email}: ${upload.status}`);
    return null;
  }
  const course = ctx.state.courses.get(plan.cid)!;
  const coupon = plan.coupon && !s.usedCoupon;
  const body = {
    name: s.plan.name,
    phone1: s.plan.phone,
    phone2: '',
    fname: `${s.plan.name.split(' ')[1]} Senior`,
    mname: 'Rokeya Begum',
    address: `House ${s.plan.i + 1}, KDA Avenue, Khulna`,
    emergency: s.plan.phone,
    sdate: addDays(ctx.today, 3),
    cupon: '',
    image: upload.body.data.display_url,
    course: { cid: plan.cid },
    ...(coupon ? { coupon: ctx.state.coupon } : {}),
    ...(s.orders.length === 0 ? { dob: s.plan.dob } : {}),
  };
  // The same key on every retry: a lost answer never books twice.
  const key = randomUUID();
  const res = await s.client.request<{ oid: string }>('PUT', '/api/order', {
    json: body,
    headers: { 'idempotency-key': key },
    retry: true,
  });
  if (!ok(res)) {
    problem(ctx, `booking of ${s.plan.email}: ${res.status} ${JSON.stringify(res.body)}`);
    return null;
  }
  if (coupon) s.usedCoupon = true;
  const oid = res.body.oid;
  ctx.acks.add({ kind: 'order', oid, email: s.plan.email });
  const ledger = expectOk(
    await s.client.request<Ledger>('GET', `/api/orders/${oid}/ledger`, { retry: true }),
    'ledger',
  );
  const order: OrderState = {
    oid,
    student: s,
    plan,
    cid: plan.cid,
    bookedDay: ctx.dayIndex,
    lessons: course.lesson,
    fee: ledger.price - ledger.discount,
    confirmed: 0,
    waiting: [],
    toRetype: [],
    nextPart: 0,
    batch: null,
    attended: 0,
    sessionsSeen: 0,
    marks: new Map(),
    dropped: false,
    certificates: [],
    tests: [],
    passed: new Set(),
    closed: false,
    refunds: [],
  };
  s.orders.push(order);
  ctx.state.orders.push(order);
  return order;
}

/** The part of the plan due today (or earlier and not paid yet), if any. */
export function partDue(ctx: Ctx, o: OrderState): PaymentPart | null {
  const part = o.plan.parts[o.nextPart];
  if (!part || o.closed || open(o) <= 0) return null;
  return ctx.dayIndex >= o.bookedDay + part.after ? part : null;
}

function amountOf(o: OrderState, part: PaymentPart): number {
  const rest = open(o);
  return part.share >= 1 ? rest : Math.max(1, Math.min(rest, Math.floor(rest * part.share)));
}

function trxId(ctx: Ctx, prefix: string): string {
  ctx.state.trxSeq++;
  return `${prefix}${ctx.world.seed % 1000}X${String(ctx.state.trxSeq).padStart(6, '0')}`.toUpperCase().slice(0, 12);
}

/** The student types the TrxID of a wallet transfer; the office decides later. */
export async function claim(
  ctx: Ctx,
  o: OrderState,
  amount: number,
  part: Pick<PaymentPart, 'wallet' | 'typo'>,
): Promise<boolean> {
  const s = o.student;
  const id = trxId(ctx, part.wallet[0]!);
  const before = await paymentIds(s, o);
  const res = await s.client.request<Payment>('POST', `/api/orders/${o.oid}/payments`, {
    json: { method: part.wallet, amount, trxId: id, payerPhone: s.plan.phone },
    route: 'POST /api/orders/:oid/payments',
  });
  let payment: Payment | undefined = ok(res) ? res.body : undefined;
  if (!payment && (res.status === 0 || res.status >= 500)) {
    // The answer was lost: the ledger says whether the claim is there.
    payment = (await ledgerOf(s, o)).payments.find((p) => p.trxId === id && !before.has(p.id));
  }
  if (!payment) {
    problem(ctx, `claim on ${o.oid}: ${res.status} ${JSON.stringify(res.body)}`);
    return false;
  }
  ctx.acks.add({ kind: 'payment', id: payment.id, oid: o.oid, amount, status: 'submitted' });
  o.waiting.push({ id: payment.id, amount, typo: part.typo, trxId: id });
  return true;
}

async function ledgerOf(s: Student, o: OrderState): Promise<Ledger> {
  return expectOk(
    await s.client.request<Ledger>('GET', `/api/orders/${o.oid}/ledger`, {
      retry: true,
      route: 'GET /api/orders/:oid/ledger',
    }),
    'ledger',
  );
}

async function paymentIds(s: Student, o: OrderState): Promise<Set<string>> {
  return new Set((await ledgerOf(s, o)).payments.map((p) => p.id));
}

/** bKash's checkout: start, (sometimes cancel and start again), come back with success. */
export async function checkout(ctx: Ctx, o: OrderState, amount: number, cancelFirst: boolean): Promise<boolean> {
  const s = o.student;
  const start = async () => {
    const res = await s.client.request<{ bkashURL: string }>('POST', `/api/orders/${o.oid}/bkash`, {
      json: { amount, language: s.plan.english ? 'en' : 'bn' },
      route: 'POST /api/orders/:oid/bkash',
    });
    if (!ok(res)) throw new Unexpected(`checkout start on ${o.oid}`, res);
    return new URL(res.body.bkashURL).searchParams.get('paymentId')!;
  };
  const back = (paymentID: string, status: string) =>
    s.client.request('GET', `/api/bkash/callback?paymentID=${encodeURIComponent(paymentID)}&status=${status}`, {
      route: 'GET /api/bkash/callback',
      retry: true,
    });
  const before = await paymentIds(s, o);
  let paymentID: string;
  try {
    if (cancelFirst) {
      const cancelled = await back(await start(), 'cancel');
      if (!/bkash=cancelled/.test(cancelled.headers.get('location') ?? '')) problem(ctx, `cancel on ${o.oid}`);
    }
    paymentID = await start();
  } catch (err) {
    // Nothing was paid yet: the student tries again later.
    problem(ctx, (err as Error).message);
    return false;
  }
  const done = await back(paymentID, 'success');
  const outcome = /bkash=(\w+)/.exec(done.headers.get('location') ?? '')?.[1];
  const paid = (await ledgerOf(s, o)).payments.filter((p) => !before.has(p.id) && p.status === 'confirmed');
  if (outcome !== 'paid' || paid.length !== 1 || paid[0]!.amount !== amount) {
    problem(ctx, `bKash on ${o.oid}: came back ${outcome ?? done.status}, ${paid.length} new payments`);
    o.confirmed += paid.reduce((sum, p) => sum + p.amount, 0);
    return true;
  }
  const p = paid[0]!;
  ctx.acks.add({ kind: 'payment', id: p.id, oid: o.oid, amount, status: 'confirmed', receipt: p.receiptNumber! });
  o.confirmed += amount;
  return true;
}

/** The office takes cash for the order and records it (confirmed at once, with its receipt). */
export async function cash(ctx: Ctx, admin: Staff, o: OrderState, amount: number): Promise<boolean> {
  const before = await paymentIds(o.student, o);
  const res = await asStaff<Payment>(ctx, admin, 'POST', `/api/orders/${o.oid}/payments`, {
    json: { method: 'cash', amount },
    route: 'POST /api/orders/:oid/payments (cash)',
  });
  let payment: Payment | undefined = ok(res) ? res.body : undefined;
  if (!payment && (res.status === 0 || res.status >= 500)) {
    // No answer: the office looks at the ledger before taking the money again.
    payment = (await ledgerOf(o.student, o)).payments.find(
      (p) => !before.has(p.id) && p.method === 'cash' && p.amount === amount,
    );
  }
  if (!payment) {
    problem(ctx, `cash on ${o.oid}: ${res.status} ${JSON.stringify(res.body)}`);
    return false;
  }
  ctx.acks.add({
    kind: 'payment',
    id: payment.id,
    oid: o.oid,
    amount,
    status: 'confirmed',
    receipt: payment.receiptNumber!,
  });
  o.confirmed += amount;
  return true;
}

/** Today's payment of the plan, if one is due and it is paid from a phone (cash is the office's). */
export async function payFromPhone(ctx: Ctx, o: OrderState): Promise<void> {
  // A rejected claim is sent again, right this time, before anything else.
  for (const wrong of o.toRetype.splice(0)) {
    if (o.closed || wrong.amount > open(o)) continue;
    if (!(await claim(ctx, o, wrong.amount, { wallet: 'bkash', typo: false }))) o.toRetype.push(wrong);
  }
  const part = partDue(ctx, o);
  if (!part || part.way === 'cash') return;
  const amount = amountOf(o, part);
  const paid =
    part.way === 'typed' ? await claim(ctx, o, amount, part) : await checkout(ctx, o, amount, part.cancelFirst);
  // A payment that did not go through (a fault) is tried again at the next chance.
  if (paid) o.nextPart++;
}

/** Cash due today, paid at the office. */
export async function payAtOffice(ctx: Ctx, admin: Staff, o: OrderState): Promise<void> {
  const part = partDue(ctx, o);
  if (!part || part.way !== 'cash') return;
  if (await cash(ctx, admin, o, amountOf(o, part))) o.nextPart++;
}

/** The office checks a waiting claim against the wallet's statement: confirms it, or rejects a mistyped one. */
export async function decide(ctx: Ctx, admin: Staff, o: OrderState, c: ClaimState): Promise<void> {
  const path = c.typo ? `/api/payments/${c.id}/reject` : `/api/payments/${c.id}/confirm`;
  const res = await asStaff<Payment>(ctx, admin, 'POST', path, {
    json: c.typo
      ? { reason: 'This TrxID is not in the statement. Please check the SMS and send it again.' }
      : undefined,
    route: c.typo ? 'POST /api/payments/:id/reject' : 'POST /api/payments/:id/confirm',
    retry: true,
  });
  if (!ok(res)) return problem(ctx, `deciding ${c.id} on ${o.oid}: ${res.status} ${JSON.stringify(res.body)}`);
  o.waiting = o.waiting.filter((w) => w.id !== c.id);
  if (c.typo) {
    ctx.acks.add({ kind: 'payment', id: c.id, oid: o.oid, amount: c.amount, status: 'rejected' });
    o.toRetype.push(c);
  } else {
    ctx.acks.add({
      kind: 'payment',
      id: c.id,
      oid: o.oid,
      amount: c.amount,
      status: 'confirmed',
      receipt: res.body.receiptNumber!,
    });
    o.confirmed += c.amount;
  }
}
