import type { Batch, BatchCreate } from '#shared/schemas/batch.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import type { TestApp } from './app';
import { send } from './http';
import type { TestUser } from './users';

/**
 * A batch made by `staff` through the API, as the office makes one: every day at 07:30 from three
 * days ago, 10 sessions, 5 seats, at the stadium, unless `fields` says otherwise.
 */
export async function createBatch(
  t: TestApp,
  staff: TestUser,
  fields: Pick<BatchCreate, 'cid' | 'teacherEmail'> & Partial<BatchCreate>,
): Promise<Batch> {
  const res = await send(t.app, staff, {
    method: 'POST',
    url: '/api/batches',
    payload: {
      capacity: 5,
      startDate: addDays(todayInDhaka(), -3),
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      time: '07:30',
      sessions: 10,
      place: 'Khulna Stadium ground',
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`batch not created: ${res.statusCode} ${res.body}`);
  return res.json<Batch>();
}

/** Gives the order a seat in the batch, as the office does. */
export async function seatOrder(t: TestApp, staff: TestUser, batchId: string, oid: string): Promise<void> {
  const res = await send(t.app, staff, { method: 'POST', url: `/api/batches/${batchId}/students`, payload: { oid } });
  if (res.statusCode !== 201) throw new Error(`order not seated: ${res.statusCode} ${res.body}`);
}
