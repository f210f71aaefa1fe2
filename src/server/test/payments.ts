import type { TestApp } from '#server/test/app.ts';
import { send } from '#server/test/http.ts';
import type { TestUser } from '#server/test/users.ts';
import type { Order } from '#shared/schemas/order.ts';
import { bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';

/** Test helpers for the payment API tests (not part of the app). */

let trx = 0;
/** A fresh, valid wallet transaction id: 10 upper-case letters and digits. */
export const freshTrxId = () => `T${Date.now().toString(36).toUpperCase().slice(-5)}${String(++trx).padStart(4, '0')}`;

/** Books `cid` for `user` (with a fresh NID upload); the order. */
export async function bookOrder(t: TestApp, user: TestUser, cid: string): Promise<Order> {
  const nid = await uploadNid(t, user);
  const res = await putOrder(t, user, bookingBody(cid, nid, { idempotencyKey: crypto.randomUUID() }));
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json<Order>();
}

export const submitPaymentAs = (t: TestApp, user: TestUser | null, oid: string, payload: unknown) =>
  send(t.app, user, {
    method: 'POST',
    url: `/api/orders/${oid}/payments`,
    payload: payload as Record<string, unknown>,
  });

export const confirmAs = (t: TestApp, user: TestUser | null, id: string) =>
  send(t.app, user, { method: 'POST', url: `/api/payments/${id}/confirm` });

export const rejectAs = (t: TestApp, user: TestUser | null, id: string, reason: unknown) =>
  send(t.app, user, { method: 'POST', url: `/api/payments/${id}/reject`, payload: { reason } });

export const ledgerAs = (t: TestApp, user: TestUser | null, oid: string) =>
  send(t.app, user, { method: 'GET', url: `/api/orders/${oid}/ledger` });
