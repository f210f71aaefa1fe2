import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, orderTransfers, refundCounters, refunds, type RefundRow } from '#server/db/schema/index.ts';
import type { RefundReasonCode } from '#shared/constants.ts';
import type {
  PublicRefund,
  Refund,
  RefundApprove,
  RefundDecline,
  RefundListQuery,
  RefundRequest,
} from '#shared/schemas/refund.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import { feeOf, netOf, toRefundOf } from '#shared/order-money.ts';
import { todayInDhaka } from '#shared/dates.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { AppError } from '#server/lib/errors.ts';
import { nowDate } from '#server/lib/clock.ts';
import { actorOf, recordAudit, type AuditActor, type Tx } from '#server/lib/audit.ts';
import { isUniqueViolation } from '#server/lib/ids.ts';
import { orderSums } from '#server/lib/order-money.ts';
import { isAdmin } from '#server/auth/guards.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { courseParams, notify, orderCourseTitleBn } from '#server/features/messages/index.ts';
import { enterRefundDay, lockDay } from '#server/features/cash-up/index.ts';
import { initialsOf } from '#server/features/payments/index.ts';
import { METHOD_NAMES } from '#server/lib/pdf/money-paper.ts';
import { getSchool } from '#server/features/school/index.ts';
import { endOrder } from './order-ending';

/**
 * Refunds on an order (docs/decisions/0440). The rules:
 * - The order's own student asks, or the office asks on their behalf; anyone else gets the 404 of
 *   an order that does not exist. One request waits on an order at a time.
 * - A refund gives back at most what the order holds (its net: paid and carried in, less what was
 *   refunded or carried out). The order's row is locked while that is checked and the refund
 *   written, by the request, the approval and the transfer alike, so racing changes take turns and
 *   the net never goes below 0.
 * - Only the owner approves (all that was asked or a part, the method, a reference) or declines.
 *   Approving takes the year's next refund number in the same transaction, so numbers never gap or
 *   repeat, and approving twice answers the same refund.
 * - A refund that takes back money the fee needs ends the order: it is cancelled, its seat freed,
 *   its queued reminders stopped. Within what was paid beyond the fee, the order goes on unless the
 *   request or the owner says to cancel it.
 * - Every change writes its audit record, and the answer reaches the student by SMS and mail in
 *   their language, in the same transaction.
 */

type OrderForRefund = typeof orders.$inferSelect;

/** The order with this OID if the caller may ask about its money: its own student, or staff. */
async function orderForCaller(db: Db | Tx, caller: SessionUser, oid: string): Promise<OrderForRefund> {
  const [order] = await db.select().from(orders).where(eq(orders.oid, oid)).limit(1);
  if (!order || (!isAdmin(caller) && order.userId !== caller.id)) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** Locks the order's row for the rest of the transaction and answers what it holds and owes. */
async function lockedMoney(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const sums = await orderSums(tx, orderId);
  const money = { fee: feeOf(order.coursePrice, order.discount), ...sums, ended: order.endedAs };
  return { order, money, held: netOf(money), overpaid: toRefundOf(money) };
}

type Joined = {
  refund: RefundRow;
  movedFrom: string | null;
  oid: string;
  userId: string | null;
  name: string;
  course: string;
  courseBn: string;
  phone: string;
};

/** The order a transfer's refund request came from (its OID), for the words of its reason. */
const movedFrom = sql<
  string | null
>`(select f.oid from ${orderTransfers} t join ${orders} f on f.id = t.from_order_id where t.to_order_id = ${refunds.orderId} limit 1)`;

const joined = {
  refund: refunds,
  movedFrom,
  oid: orders.oid,
  userId: orders.userId,
  name: orders.name,
  course: orders.courseTitle,
  // The course's Bengali title as its owner writes it now (docs/decisions/0471).
  courseBn: orderCourseTitleBn,
  phone: orders.phone1,
};

export function toRefund({ refund: r, movedFrom, oid, userId, name, course, courseBn }: Joined): Refund {
  return {
    id: r.id,
    oid,
    status: r.status,
    requestedAmount: r.requestedAmount,
    reason: r.reason,
    reasonCode: r.reasonCode,
    movedFrom: r.reasonCode === 'transferDifference' ? movedFrom : null,
    cancelOrder: r.cancelOrder,
    askedByOffice: r.requestedBy !== userId,
    amount: r.amount,
    method: r.method,
    reference: r.reference,
    number: r.number,
    declineReason: r.declineReason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: (r.approvedAt ?? r.declinedAt)?.toISOString() ?? null,
    studentName: name,
    courseTitle: course,
    courseTitleBn: courseBn,
  };
}

/** `RF-2026-000123`. */
export const formatRefundNumber = (year: number, n: number) => `RF-${year}-${String(n).padStart(6, '0')}`;

/**
 * The year's next refund number (Asia/Dhaka), taken inside the approving transaction: the upsert
 * holds the year's counter row until that transaction ends, so approvals take numbers one after
 * another and a rollback gives its number back.
 */
async function nextRefundNumber(tx: Tx, now: number): Promise<string> {
  const year = Number(todayInDhaka(now).slice(0, 4));
  const [row] = await tx
    .insert(refundCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: refundCounters.year,
      set: { lastNumber: sql`${refundCounters.lastNumber} + 1`, updatedAt: new Date(now) },
    })
    .returning({ n: refundCounters.lastNumber });
  return formatRefundNumber(year, row!.n);
}

export interface NewRefund {
  orderId: string;
  oid: string;
  amount: number;
  /** Why, in the asker's words, or (when the app asks) the key of its words. */
  reason: { text: string } | { code: RefundReasonCode };
  cancelOrder: boolean;
  actor: NonNullable<AuditActor>;
}

/**
 * Writes a request in the caller's transaction, which holds the order's row locked and has checked
 * the amount. The transfer uses it to offer back what the new course does not need.
 */
export async function insertRefundRequest(tx: Tx, r: NewRefund): Promise<RefundRow> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: r.orderId,
      requestedAmount: r.amount,
      ...('text' in r.reason ? { reason: r.reason.text } : { reasonCode: r.reason.code }),
      cancelOrder: r.cancelOrder,
      requestedBy: r.actor.id,
      // The app's time (src/server/lib/clock.ts): the refunds list and its CSV are read by day.
      createdAt: nowDate(),
    })
    .returning();
  await recordAudit(tx, {
    actor: r.actor,
    action: 'refund.requested',
    entityType: 'refund',
    entityId: row!.id,
    after: { oid: r.oid, amount: r.amount, cancelOrder: r.cancelOrder, status: 'requested' },
  });
  return row!;
}

/**
 * Asks for a refund on an order: its student, or the office for them. At most what the order
 * holds; one waiting request per order (the partial unique index holds it when two race).
 */
export async function requestRefund(db: Db, caller: SessionUser, oid: string, input: RefundRequest): Promise<Refund> {
  const order = await orderForCaller(db, caller, oid);
  try {
    return await db.transaction(async (tx) => {
      const { money, held, overpaid } = await lockedMoney(tx, order.id);
      const [waiting] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'requested')))
        .limit(1);
      if (waiting) throw new AppError('REFUND_WAITING');
      if (input.amount > held) throw new AppError('REFUND_OVER_PAID', { amount: en.errors.REFUND_OVER_PAID });
      const row = await insertRefundRequest(tx, {
        orderId: order.id,
        oid,
        amount: input.amount,
        reason: { text: input.reason },
        // Money the fee needs going back means the student is leaving: the order ends with it.
        cancelOrder: !money.ended && (input.cancelOrder === true || input.amount > overpaid),
        actor: actorOf(caller),
      });
      const stored = await findJoined(tx, row.id);
      return toRefund(stored!);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'refunds_one_waiting_per_order')) throw new AppError('REFUND_WAITING');
    throw err;
  }
}

async function findJoined(db: Db | Tx, id: string): Promise<Joined | null> {
  const [row] = await db
    .select(joined)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, id))
    .limit(1);
  return row ?? null;
}

/** Locks the refund's row (after its order's, the order every money change takes them in). */
async function lockRefund(tx: Tx, id: string): Promise<RefundRow> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
  if (!row) throw new AppError('REFUND_NOT_FOUND');
  return row;
}

/**
 * The owner approves a request: all that was asked, or part of it, at most what the order holds
 * now. Idempotent: an approved refund is answered as it is, with its number.
 */
export async function approveRefund(
  db: Db,
  caller: SessionUser,
  id: string,
  input: RefundApprove,
  now: number,
): Promise<Refund> {
  return db.transaction(async (tx) => {
    const found = await findJoined(tx, id);
    if (!found) throw new AppError('REFUND_NOT_FOUND');
    const { order, money, held, overpaid } = await lockedMoney(tx, found.refund.orderId);
    const refund = await lockRefund(tx, id);
    const answer = (r: RefundRow) => toRefund({ ...found, refund: r });
    if (refund.status === 'approved') return answer(refund);
    if (refund.status === 'declined') throw new AppError('REFUND_DECLINED');
    const amount = input.amount ?? refund.requestedAmount;
    if (amount > refund.requestedAmount)
      throw new AppError('REFUND_OVER_REQUEST', { amount: en.errors.REFUND_OVER_REQUEST });
    if (amount > held) throw new AppError('REFUND_OVER_PAID', { amount: en.errors.REFUND_OVER_PAID });
    const cancelOrder = !money.ended && ((input.cancelOrder ?? refund.cancelOrder) || amount > overpaid);
    // The money leaves today's takings: a close of today waits for this approval, and one already
    // made is refused as changed when its closer saw the figures before it.
    await lockDay(tx, todayInDhaka(now), 'shared');
    const number = await nextRefundNumber(tx, now);
    const [row] = await tx
      .update(refunds)
      .set({
        status: 'approved',
        amount,
        method: input.method,
        reference: input.reference,
        number,
        cancelOrder,
        approvedAt: new Date(now),
        approvedBy: caller.id,
      })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')))
      .returning();
    // Held by the row lock above; if it ever fails, the transaction (and its number) rolls back.
    if (!row) throw new Error(`refund ${id} changed under its row lock`);
    const actor = actorOf(caller);
    // Today closed already: the owner says why, or the approval (its number too) rolls back.
    await enterRefundDay(tx, {
      refundId: id,
      oid: order.oid,
      number,
      method: input.method,
      amount,
      at: now,
      actor,
      reason: input.closedDayReason,
    });
    await recordAudit(tx, {
      actor,
      action: 'refund.approved',
      entityType: 'refund',
      entityId: id,
      before: { status: refund.status, amount: null, number: null },
      after: {
        oid: order.oid,
        status: row.status,
        amount,
        method: input.method,
        reference: input.reference,
        number,
        cancelOrder,
      },
    });
    if (cancelOrder) {
      const ending = await endOrder(tx, order.id, 'cancelled', now);
      if (ending) {
        await recordAudit(tx, {
          actor,
          action: 'order.cancelled',
          entityType: 'order',
          entityId: order.oid,
          before: { endedAs: null },
          after: {
            endedAs: 'cancelled',
            refund: number,
            seatFreedIn: ending.seatFreedIn,
            remindersStopped: ending.remindersStopped,
          },
        });
      }
    }
    if (order.userId) {
      await notify(tx, {
        userId: order.userId,
        kind: 'refund.approved',
        phone: order.phone1,
        params: {
          oid: order.oid,
          ...courseParams('course', found.course, found.courseBn),
          amount,
          number,
          method_en: METHOD_NAMES[input.method].en,
          method_bn: METHOD_NAMES[input.method].bn,
          link: `/refund/${number}`,
        },
        dedupeKey: `refund:${id}:approved`,
      });
    }
    return answer(row);
  });
}

/** The owner declines a request with a reason the student reads; declining again answers it as it is. */
export async function declineRefund(
  db: Db,
  caller: SessionUser,
  id: string,
  input: RefundDecline,
  now: number,
): Promise<Refund> {
  return db.transaction(async (tx) => {
    const found = await findJoined(tx, id);
    if (!found) throw new AppError('REFUND_NOT_FOUND');
    const refund = await lockRefund(tx, id);
    const answer = (r: RefundRow) => toRefund({ ...found, refund: r });
    if (refund.status === 'declined') return answer(refund);
    if (refund.status === 'approved') throw new AppError('REFUND_APPROVED');
    const [row] = await tx
      .update(refunds)
      .set({ status: 'declined', declineReason: input.reason, declinedAt: new Date(now), declinedBy: caller.id })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')))
      .returning();
    if (!row) throw new Error(`refund ${id} changed under its row lock`);
    await recordAudit(tx, {
      actor: actorOf(caller),
      action: 'refund.declined',
      entityType: 'refund',
      entityId: id,
      before: { status: refund.status, declineReason: null },
      after: { oid: found.oid, status: row.status, declineReason: row.declineReason },
    });
    if (found.userId) {
      await notify(tx, {
        userId: found.userId,
        kind: 'refund.declined',
        // The booking's own phone, as every notice about an order uses.
        phone: found.phone,
        params: {
          oid: found.oid,
          ...courseParams('course', found.course, found.courseBn),
          amount: refund.requestedAmount,
          reason: input.reason,
          link: '/dashboard/refund',
        },
        dedupeKey: `refund:${id}:declined`,
      });
    }
    return answer(row);
  });
}

/** One refund with its order, for its student or staff; anyone else gets the 404 of a missing one. */
export async function findRefundFor(db: Db, caller: SessionUser, id: string) {
  const [row] = await db
    .select({ refund: refunds, order: orders, courseTitleBn: orderCourseTitleBn })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, id))
    .limit(1);
  if (!row || (!isAdmin(caller) && row.order.userId !== caller.id)) throw new AppError('REFUND_NOT_FOUND');
  return row;
}

/**
 * Refunds, one page: the office sees every order's, anyone else only their own orders'. Waiting
 * requests first, oldest first (the order the owner answers them in), then the decided ones,
 * newest first; ties by id, so a refund never shows on two pages.
 */
export async function listRefunds(
  db: Db,
  caller: SessionUser,
  query: RefundListQuery,
): Promise<{ items: Refund[]; total: number }> {
  const conditions: SQL[] = [];
  if (!isAdmin(caller)) conditions.push(eq(orders.userId, caller.id));
  if (query.status) conditions.push(eq(refunds.status, query.status));
  if (query.oid) conditions.push(eq(orders.oid, query.oid));
  const where = conditions.length ? and(...conditions) : undefined;
  const { limit, offset } = pageWindow(query);
  const waiting = sql`(${refunds.status} = 'requested')`;
  const [rows, [count]] = await Promise.all([
    db
      .select(joined)
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where)
      .orderBy(
        desc(waiting),
        sql`case when ${waiting} then ${refunds.createdAt} end asc`,
        sql`coalesce(${refunds.approvedAt}, ${refunds.declinedAt}) desc`,
        asc(refunds.id),
      )
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(where),
  ]);
  return { items: rows.map(toRefund), total: Number(count?.n ?? 0) };
}

/** The public check of a refund number: only what the paper shows, for an approved refund. */
export async function findPublicRefund(db: Db, number: string): Promise<PublicRefund> {
  const [row] = await db
    .select({ amount: refunds.amount, approvedAt: refunds.approvedAt, name: orders.name })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(refunds.number, number), eq(refunds.status, 'approved')))
    .limit(1);
  if (!row?.approvedAt || row.amount === null) throw new AppError('REFUND_RECEIPT_NOT_FOUND');
  const school = await getSchool(db);
  return {
    number,
    date: todayInDhaka(row.approvedAt.getTime()),
    amount: row.amount,
    schoolName: school.name,
    schoolNameBn: school.nameBn,
    payeeInitials: initialsOf(row.name),
  };
}
