import { courses } from '#server/db/schema/index.ts';
import { bookingBody } from '#server/test/orders.ts';
import { submitPayment } from '#server/features/payments/index.ts';
import { send } from '#server/test/http.ts';
import type { Seed } from './fixture';
import { exp, type Row } from './matrix-rows';

/**
 * The permission matrix's rows for refunds and transfers (docs/decisions/0440, 0441), kept beside
 * the matrix so its file does not grow further; the matrix spreads them into its table. Every cell
 * that changes something gets a fresh order or refund of student A's.
 */

/** A fresh order of student A's with ৳3,000 taken in cash by the office (through the service, not its rate limits). */
async function paidOrderOfA(s: Seed): Promise<string> {
  const res = await send(s.t.app, s.users.studentA, {
    method: 'PUT',
    url: '/api/order',
    payload: bookingBody(s.courseCid, s.a.nidUrl, { idempotencyKey: crypto.randomUUID() }),
  });
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  const oid = res.json<{ oid: string }>().oid;
  const office = { id: s.users.admin.id, email: s.users.admin.email, role: 'admin' } as Parameters<
    typeof submitPayment
  >[1];
  await submitPayment(
    s.t.database.db,
    office,
    oid,
    { method: 'cash', amount: 3000, trxId: null, payerPhone: null },
    Date.now(),
  );
  return oid;
}

/** A fresh refund request of student A's (approved by the owner, with `approve`). */
async function refundOfA(s: Seed, approve = false): Promise<{ id: string; number: string | null }> {
  const oid = await paidOrderOfA(s);
  const asked = await send(s.t.app, s.users.studentA, {
    method: 'POST',
    url: `/api/orders/${oid}/refunds`,
    payload: { amount: 1000, reason: 'Moving away' },
  });
  if (asked.statusCode !== 201) throw new Error(`refund failed: ${asked.statusCode} ${asked.body}`);
  const refund = asked.json<{ id: string; number: string | null }>();
  if (!approve) return refund;
  const approved = await send(s.t.app, s.users.owner, {
    method: 'POST',
    url: `/api/refunds/${refund.id}/approve`,
    payload: { method: 'cash' },
  });
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.statusCode} ${approved.body}`);
  return approved.json();
}

/** One approved refund for the cells that only read it. */
let approvedOfA: Promise<{ id: string; number: string | null }> | undefined;
const approved = (s: Seed) => (approvedOfA ??= refundOfA(s, true));

/** A second course to move orders to, made once. */
let otherCourse: Promise<string> | undefined;
const courseToMoveTo = (s: Seed) =>
  (otherCourse ??= s.t.database.db
    .insert(courses)
    .values({
      cid: 'moto-matrix',
      title: 'Motorcycle',
      details: 'Ten lessons',
      price: 6000,
      lesson: 10,
      duration: '2 Weeks',
      dt: '1 hour',
      practical: '8 Days',
      mechanical: '2 Days',
      image: '/images/courses/moto.svg',
    })
    .then(() => 'moto-matrix'));

export const REFUND_ROWS: Row[] = [
  {
    route: 'POST /api/orders/:oid/refunds',
    what: "student A's order: A or the office asks",
    expect: exp(401, 201, 404, 404, 201, 201),
    request: async (s) => ({
      method: 'POST',
      url: `/api/orders/${await paidOrderOfA(s)}/refunds`,
      payload: { amount: 500, reason: 'Cannot come any more' },
    }),
  },
  {
    route: 'GET /api/refunds',
    what: "everyone signed in; a student only their own orders' (A's are never named to B)",
    expect: exp(401, 200, 200, 200, 200, 200),
    request: async (s) => {
      await approved(s);
      return { method: 'GET', url: '/api/refunds' };
    },
  },
  {
    route: 'POST /api/refunds/:id/approve',
    expect: exp(401, 403, 403, 403, 403, 200),
    request: async (s) => ({
      method: 'POST',
      url: `/api/refunds/${(await refundOfA(s)).id}/approve`,
      payload: { method: 'bkash', reference: 'BK12345678' },
    }),
  },
  {
    route: 'POST /api/refunds/:id/decline',
    expect: exp(401, 403, 403, 403, 403, 200),
    request: async (s) => ({
      method: 'POST',
      url: `/api/refunds/${(await refundOfA(s)).id}/decline`,
      payload: { reason: 'Most classes were attended' },
    }),
  },
  {
    route: 'GET /api/refunds/:id/receipt.pdf',
    what: "A's approved refund: to B and the teacher it does not exist",
    expect: exp(401, 200, 404, 404, 200, 200),
    request: async (s) => ({ method: 'GET', url: `/api/refunds/${(await approved(s)).id}/receipt.pdf` }),
  },
  {
    route: 'GET /api/refund-receipts/:number',
    what: 'the public check shows initials, never a name, order or SID',
    expect: exp(200, 200, 200, 200, 200, 200),
    request: async (s) => ({ method: 'GET', url: `/api/refund-receipts/${(await approved(s)).number}` }),
  },
  {
    route: 'GET /api/reports/refunds.csv',
    expect: exp(401, 403, 403, 403, 200, 200),
    request: () => ({ method: 'GET', url: '/api/reports/refunds.csv' }),
  },
  {
    route: 'POST /api/orders/:oid/transfer',
    what: "a fresh order of A's to another course",
    expect: exp(401, 403, 403, 403, 201, 201),
    request: async (s) => ({
      method: 'POST',
      url: `/api/orders/${await paidOrderOfA(s)}/transfer`,
      payload: { cid: await courseToMoveTo(s) },
    }),
  },
];
