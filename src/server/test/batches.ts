import type { Batch, BatchCreate } from '#shared/schemas/batch.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import type { TestApp } from './app';
import { send } from './http';
import { bookOrder } from './payments';
import type { TestSchool } from './school';
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

/**
 * A student (the school's unless named) booked on `cid` and seated in a batch that `staff` (the
 * admin unless named) makes for a teacher (the school's unless named), with `fields` as createBatch
 * takes them: the start most tests of lessons, marks and certificates need.
 */
export async function seatedStudent(
  t: TestSchool,
  cid: string,
  {
    staff = t.admin,
    teacher = t.teacher,
    student = t.student,
    ...fields
  }: Partial<BatchCreate> & { staff?: TestUser; teacher?: TestUser; student?: TestUser } = {},
): Promise<{ batch: Batch; order: Order }> {
  const batch = await createBatch(t, staff, { cid, teacherEmail: teacher.email, ...fields });
  const order = await bookOrder(t, student, cid);
  await seatOrder(t, staff, batch.id, order.oid);
  return { batch, order };
}
