import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { batches, orderTransfers, orders, payments, refunds } from '#server/db/schema/index.ts';
import type { Transfer, TransferResult } from '#shared/schemas/refund.ts';
import { feeOf, netOf } from '#shared/order-money.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { scheduleFromPlan } from '#shared/schemas/instalments.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { AppError } from '#server/lib/errors.ts';
import { actorOf, recordAudit, type Tx } from '#server/lib/audit.ts';
import { withUniquePublicId } from '#server/lib/ids.ts';
import { orderSums } from '#server/lib/order-money.ts';
import { courseCopy } from '#server/lib/order-course.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { findCourseByCid } from '#server/features/courses/index.ts';
import { takeSeat } from '#server/features/batches/index.ts';
import { endOrder, insertRefundRequest } from '#server/features/refunds/index.ts';

/**
 * Moving an order to another course (docs/decisions/0441), by the office. In one transaction, on
 * the old order's locked row:
 * - the new order is booked for the same student at the new course's price today (no coupon: a
 *   coupon's discount belonged to the course it was used on), with the new course's instalments;
 * - everything the old order holds (its net) is carried over as a credit, written in
 *   `order_transfers`: not money received, so collections do not count it again;
 * - the old order ends as transferred: its seat is freed and its queued reminders stopped; the new
 *   order takes a seat only in a batch of the new course the office chose;
 * - when the new course costs less, what it does not need is offered back as a refund request for
 *   the owner; when it costs more, the difference is simply due on the new order.
 * An order with claims or a refund request waiting is not moved: they are decided first, so no
 * money arrives on an order after it moved.
 */
export async function transferOrder(
  db: Db,
  caller: SessionUser,
  oid: string,
  input: Transfer,
  now: number,
): Promise<TransferResult> {
  const course = await findCourseByCid(db, input.cid);
  return withUniquePublicId('OID', 'orders_oid_unique', (newOid) =>
    db.transaction(async (tx) => {
      const [old] = await tx.select().from(orders).where(eq(orders.oid, oid)).for('update');
      if (!old) throw new AppError('ORDER_NOT_FOUND');
      if (old.endedAs) throw new AppError('ORDER_ENDED');
      if (old.courseCid === course.cid)
        throw new AppError('TRANSFER_SAME_COURSE', { cid: en.errors.TRANSFER_SAME_COURSE });
      await refuseWhileWaiting(tx, old.id);
      const credit = netOf(await orderSums(tx, old.id));
      const today = todayInDhaka(now);
      const [created] = await tx
        .insert(orders)
        .values({
          oid: newOid,
          userId: old.userId,
          sid: old.sid,
          email: old.email,
          ...courseCopy(course),
          name: old.name,
          phone1: old.phone1,
          phone2: old.phone2,
          fname: old.fname,
          mname: old.mname,
          address: old.address,
          emergency: old.emergency,
          sdate: input.sdate ?? old.sdate,
          discount: 0,
          instalments: course.instalmentPlan ? scheduleFromPlan(course.instalmentPlan, course.price, today) : null,
          status: 'pending',
          nidImage: old.nidImage,
          // The app's day, as a booking's (the monthly chart counts by it).
          createdAt: new Date(now),
        })
        .returning();
      const fresh = created!;
      await tx.insert(orderTransfers).values({
        fromOrderId: old.id,
        toOrderId: fresh.id,
        amount: credit,
        createdBy: caller.id,
      });
      const ending = await endOrder(tx, old.id, 'transferred', now);
      const batchId = input.batchId ? await seatIn(tx, caller, input.batchId, fresh, today) : null;
      const excess = credit - feeOf(fresh.coursePrice, 0);
      const refund =
        excess > 0
          ? await insertRefundRequest(tx, {
              orderId: fresh.id,
              oid: fresh.oid,
              amount: excess,
              // A code, not a sentence: each reader's page words it (docs/decisions/0513).
              reason: { code: 'transferDifference' },
              cancelOrder: false,
              actor: actorOf(caller),
            })
          : null;
      const actor = actorOf(caller);
      await recordAudit(tx, {
        actor,
        action: 'order.transferred',
        entityType: 'order',
        entityId: old.oid,
        before: { course: old.courseCid, endedAs: null },
        after: {
          course: course.cid,
          to: fresh.oid,
          credit,
          price: course.price,
          endedAs: 'transferred',
          seatFreedIn: ending?.seatFreedIn ?? null,
          remindersStopped: ending?.remindersStopped ?? 0,
        },
      });
      await recordAudit(tx, {
        actor,
        action: 'order.booked',
        entityType: 'order',
        entityId: fresh.oid,
        after: {
          oid: fresh.oid,
          sid: fresh.sid,
          course: course.cid,
          price: course.price,
          discount: 0,
          instalments: fresh.instalments,
          from: old.oid,
          credit,
        },
      });
      return {
        from: old.oid,
        to: fresh.oid,
        credit,
        price: course.price,
        due: Math.max(0, course.price - credit),
        refund: refund ? { id: refund.id, amount: excess } : null,
        batchId,
      };
    }),
  );
}

/** Claims and refund requests waiting on the old order are decided before it moves. */
async function refuseWhileWaiting(tx: Tx, orderId: string): Promise<void> {
  const [claim] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'submitted')))
    .limit(1);
  if (claim) throw new AppError('PAYMENTS_WAITING');
  const [request] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'requested')))
    .limit(1);
  if (request) throw new AppError('REFUND_WAITING');
}

/**
 * A seat for the new order in the batch the office chose, by the batches' own rule, in this
 * transaction: a full batch fails the whole transfer rather than leaving the student without the
 * seat they were promised.
 */
async function seatIn(
  tx: Tx,
  caller: SessionUser,
  batchId: string,
  order: typeof orders.$inferSelect,
  today: string,
): Promise<string> {
  const [batch] = await tx.select({ courseCid: batches.courseCid }).from(batches).where(eq(batches.id, batchId));
  if (!batch) throw new AppError('BATCH_NOT_FOUND', { batchId: en.errors.BATCH_NOT_FOUND });
  if (batch.courseCid !== order.courseCid)
    throw new AppError('BATCH_OTHER_COURSE', { batchId: en.errors.BATCH_OTHER_COURSE });
  await takeSeat(tx, caller, batchId, order, today, { batchId: en.errors.BATCH_FULL });
  return batchId;
}
