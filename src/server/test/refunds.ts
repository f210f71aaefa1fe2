import { expect } from 'vitest';
import type { TestApp } from './app';
import { send } from './http';
import type { TestUser } from './users';
import { createBatch, seatOrder } from './batches';
import type { Batch } from '#shared/schemas/batch.ts';
import type { Ledger, Payment } from '#shared/schemas/payment.ts';
import type { Refund } from '#shared/schemas/refund.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { freshTrxId, ledgerAs } from './payments';

/** Test helpers for the refund and transfer API tests (not part of the app). */

export const askAs = (t: TestApp, user: TestUser | null, oid: string, payload: Record<string, unknown>) =>
  send(t.app, user, { method: 'POST', url: `/api/orders/${oid}/refunds`, payload });

export const approveAs = (t: TestApp, user: TestUser | null, id: string, payload: Record<string, unknown>) =>
  send(t.app, user, { method: 'POST', url: `/api/refunds/${id}/approve`, payload });

export const declineAs = (t: TestApp, user: TestUser | null, id: string, reason: unknown) =>
  send(t.app, user, { method: 'POST', url: `/api/refunds/${id}/decline`, payload: { reason } });

export const transferAs = (t: TestApp, user: TestUser | null, oid: string, payload: Record<string, unknown>) =>
  send(t.app, user, { method: 'POST', url: `/api/orders/${oid}/transfer`, payload });

/**
 * Money the office takes in cash on the order: confirmed at once, with its receipt. Into a day
 * whose cash-up is closed, pass the office's reason.
 */
export async function payCash(
  t: TestApp,
  office: TestUser,
  oid: string,
  amount: number,
  closedDayReason?: string,
): Promise<Payment> {
  const res = await send(t.app, office, {
    method: 'POST',
    url: `/api/orders/${oid}/payments`,
    payload: { method: 'cash', amount, ...(closedDayReason ? { closedDayReason } : {}) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Payment>();
}

/** A bKash claim by the student, waiting for the office. */
export async function claim(t: TestApp, student: TestUser, oid: string, amount: number): Promise<Payment> {
  const res = await send(t.app, student, {
    method: 'POST',
    url: `/api/orders/${oid}/payments`,
    payload: { method: 'bkash', amount, trxId: freshTrxId() },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Payment>();
}

/** Asks for a refund and expects it stored. */
export async function ask(t: TestApp, user: TestUser, oid: string, body: Record<string, unknown>): Promise<Refund> {
  const res = await askAs(t, user, oid, { reason: 'Moving to Dhaka', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Refund>();
}

export async function ledgerOf(t: TestApp, user: TestUser, oid: string): Promise<Ledger> {
  const res = await ledgerAs(t, user, oid);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Ledger>();
}

let times = 0;
/** A batch of `cid` that meets daily from yesterday, at a time no other batch of the file uses (one teacher teaches them all). */
export function newBatch(t: TestApp, office: TestUser, teacher: TestUser, cid: string, capacity = 5): Promise<Batch> {
  times++;
  return createBatch(t, office, {
    cid,
    teacherEmail: teacher.email,
    capacity,
    startDate: addDays(todayInDhaka(), -1),
    sessions: 20,
    time: `${String(5 + Math.floor(times / 4)).padStart(2, '0')}:${String((times % 4) * 15).padStart(2, '0')}`,
  });
}

/** Gives the order a seat in the batch, as the office does. */
export const seat = seatOrder;
