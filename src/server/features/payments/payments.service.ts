import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { courses, orders, payments, receiptCounters, type PaymentRow } from '#server/db/schema/index.ts';
import { normalizeTrxId } from '#shared/schemas/payment.ts';
import { phoneSearchDigits } from '#shared/phone.ts';
import { anyContains } from '#server/lib/list-query.ts';
import type {
  Ledger,
  Payment,
  PaymentListQuery,
  PaymentReject,
  PaymentSubmit,
  PublicReceipt,
  StaffPayment,
} from '#shared/schemas/payment.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import { dueOf, netOf, toRefundOf } from '#shared/order-money.ts';
import type { OrderEnding } from '#shared/constants.ts';
import { orderSums } from '#server/lib/order-money.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { dueSummary, instalmentStates, orderSchedule, type Instalment } from '#shared/schemas/instalments.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { AppError } from '#server/lib/errors.ts';
import { actorOf, recordAudit, type Tx } from '#server/lib/audit.ts';
import { notifyPaymentDecided } from '#server/features/messages/index.ts';
import { isUniqueViolation } from '#server/lib/ids.ts';
import { isAdmin } from '#server/auth/guards.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { getSchool } from '#server/features/school/index.ts';
import { enterDay } from '#server/features/cash-up/index.ts';

/**
 * Payments on an order (docs/decisions/0300). The rules:
 * - The order's own student submits a payment (`submitted`); staff (admins, the owner among them)
 *   may record one for any order, and cash they take is `confirmed` at once, with a receipt.
 * - A student never learns anything about another's order or payment: every such request answers
 *   404, exactly as for one that does not exist.
 * - Every change and its audit record commit in one transaction.
 */

type OrderRef = {
  id: string;
  oid: string;
  userId: string | null;
  price: number;
  discount: number;
  name: string;
  startDate: string;
  instalments: Instalment[] | null;
  /** Cancelled or transferred: an ended order takes no more money (docs/decisions/0440). */
  endedAs: OrderEnding | null;
};

/** The coupon's discount fixed at booking, never more than the price. */
const discountOf = (order: Pick<OrderRef, 'price' | 'discount'>) => Math.min(order.discount, order.price);
/** What the order costs the student: the price less the discount. */
const feeOf = (order: Pick<OrderRef, 'price' | 'discount'>) => order.price - discountOf(order);

/** The order with this OID if the caller may see its money: its own student, or staff. */
async function orderForCaller(db: Db | Tx, caller: SessionUser, oid: string): Promise<OrderRef> {
  const [order] = await db
    .select({
      id: orders.id,
      oid: orders.oid,
      userId: orders.userId,
      price: orders.coursePrice,
      discount: orders.discount,
      name: orders.name,
      startDate: orders.sdate,
      instalments: orders.instalments,
      endedAs: orders.endedAs,
    })
    .from(orders)
    .where(eq(orders.oid, oid))
    .limit(1);
  if (!order || (!isAdmin(caller) && order.userId !== caller.id)) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** The fields an audit record keeps of a payment. */
export const audited = (row: PaymentRow, oid: string) => ({
  oid,
  method: row.method,
  amount: row.amount,
  trxId: row.trxId,
  payerPhone: row.payerPhone,
  status: row.status,
  receiptNumber: row.receiptNumber,
});

/** A payment as the API answers it: what the audit keeps, with its reason and moments. */
export function toPayment(row: PaymentRow, oid: string): Payment {
  return {
    id: row.id,
    ...audited(row, oid),
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    rejectedAt: row.rejectedAt?.toISOString() ?? null,
  };
}

/** `R-2026-000123`. */
export const formatReceiptNumber = (year: number, n: number) => `R-${year}-${String(n).padStart(6, '0')}`;

/**
 * The next receipt number of the year (Asia/Dhaka) that `now` falls in. It must run inside the
 * transaction that confirms the payment: the upsert locks the year's counter row until that
 * transaction ends, so concurrent confirmations take numbers one after another, and a rollback
 * returns its number with it. That is what keeps the sequence without gaps or repeats.
 */
export async function nextReceiptNumber(tx: Tx, now: number): Promise<string> {
  const year = Number(todayInDhaka(now).slice(0, 4));
  const [row] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1`, updatedAt: new Date(now) },
    })
    .returning({ n: receiptCounters.lastNumber });
  return formatReceiptNumber(year, row!.n);
}

/**
 * Submits (a student) or records (staff) a payment on an order. A student may not submit cash:
 * there is nothing to check it against, so the office records cash when it takes it. Cash recorded
 * by staff is confirmed at once, with its receipt number, in the same transaction. Neither may go
 * beyond what is due (refuseOverDue) nor name a TrxID another payment holds (refuseTakenTrxId).
 */
export async function submitPayment(
  db: Db,
  caller: SessionUser,
  oid: string,
  input: PaymentSubmit,
  now: number,
  /** Runs once the caller may pay into the order, before anything is stored (the rate limits). */
  beforeSubmit?: () => Promise<void>,
): Promise<Payment> {
  const staff = isAdmin(caller);
  const order = await orderForCaller(db, caller, oid);
  if (input.method === 'cash' && !staff) {
    throw new AppError('VALIDATION_FAILED', {
      method: en.payments.errors.cashAtOffice,
    });
  }
  const cash = staff && input.method === 'cash';
  await beforeSubmit?.();
  try {
    return await db.transaction(async (tx) => {
      await refuseOverDue(tx, order, input.amount);
      if (input.trxId) await refuseTakenTrxId(tx, input.trxId);
      const at = new Date(now);
      const [row] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          method: input.method,
          amount: input.amount,
          trxId: input.trxId,
          payerPhone: input.payerPhone,
          submittedBy: caller.id,
          createdAt: at,
          ...(cash
            ? {
                status: 'confirmed' as const,
                receiptNumber: await nextReceiptNumber(tx, now),
                confirmedAt: at,
                confirmedBy: caller.id,
              }
            : { status: 'submitted' as const }),
        })
        .returning();
      await recordAudit(tx, {
        actor: actorOf(caller),
        action: cash ? 'payment.cash_recorded' : 'payment.submitted',
        entityType: 'payment',
        entityId: row!.id,
        after: audited(row!, order.oid),
      });
      // Cash is confirmed as it is recorded: into today, which may be closed already.
      if (cash)
        await enterDay(tx, {
          paymentId: row!.id,
          oid: order.oid,
          method: row!.method,
          amount: row!.amount,
          at: now,
          via: 'office',
          actor: actorOf(caller),
          reason: input.closedDayReason,
        });
      return toPayment(row!, order.oid);
    });
  } catch (err) {
    if (TRX_ID_INDEXES.some((index) => isUniqueViolation(err, index))) throw trxIdTaken();
    throw err;
  }
}

/**
 * A claim, or the office's record, may not exceed what is still due on the order, counting the
 * claims that wait for the office as if they were paid: otherwise a student could claim the fee
 * twice over and leave the office to find the false one. What the order holds besides counts too:
 * a transfer's credit, less refunds (docs/decisions/0441). The order's row is locked first, so the
 * claims on one order take turns, each sees those before it, and any number sent at once never add
 * up to more than the fee. An order that ended (cancelled, transferred) takes nothing more. Money
 * bKash's own answer confirms is counted whatever this says: it has moved already (an overpayment
 * is the office's to refund).
 */
async function refuseOverDue(tx: Tx, order: OrderRef, amount: number): Promise<void> {
  const [locked] = await tx
    .select({ endedAs: orders.endedAs })
    .from(orders)
    .where(eq(orders.id, order.id))
    .for('update');
  if (locked?.endedAs) throw new AppError('ORDER_ENDED');
  const sums = await orderSums(tx, order.id);
  if (amount > feeOf(order) - netOf(sums) - sums.waiting) {
    throw new AppError('AMOUNT_OVER_DUE', { amount: en.errors.AMOUNT_OVER_DUE });
  }
}

/** The unique indexes that keep a TrxID to one waiting claim and one confirmed payment. */
const TRX_ID_INDEXES = ['payments_trx_id_waiting_unique', 'payments_trx_id_confirmed_unique'];

/** The same answer whichever order, whose, or in what state: it tells nothing about another's payment. */
const trxIdTaken = () => new AppError('TRX_ID_TAKEN', { trxId: en.errors.TRX_ID_TAKEN });

/**
 * A TrxID is one transfer: a claim or a record may name it only while no other payment that is
 * waiting or confirmed does, on any order. A rejected claim frees it for a corrected one. The unique
 * indexes hold the same line when two requests race, so this is the answer, not the guard.
 */
async function refuseTakenTrxId(tx: Tx, trxId: string): Promise<void> {
  const [taken] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.trxId, trxId), ne(payments.status, 'rejected')))
    .limit(1);
  if (taken) throw trxIdTaken();
}

/** A payment with its order's OID and student, locked for the rest of the transaction when `lock`. */
async function findPayment(db: Db | Tx, id: string, lock = false) {
  const query = db
    .select({ payment: payments, oid: orders.oid, userId: orders.userId, endedAs: orders.endedAs })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, id))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: payments }) : await query;
  return row ?? null;
}

/** One payment, for its order's student or staff; anyone else gets the 404 of a missing one. */
export async function findPaymentFor(db: Db, caller: SessionUser, id: string): Promise<Payment> {
  const found = await findPayment(db, id);
  if (!found || (!isAdmin(caller) && found.userId !== caller.id)) throw new AppError('PAYMENT_NOT_FOUND');
  return toPayment(found.payment, found.oid);
}

/**
 * Settles a submitted payment once, as `decision`, in one transaction with its audit record and its
 * student's notice. The payment's row is locked first, so of many concurrent decisions one changes
 * it and the others wait and then see it settled; the update itself also only applies
 * `WHERE status = 'submitted'`. Deciding it again the same way answers it as it is; the other way
 * is refused. `change` gives the fields the decision sets (given the transaction); `shown`, what the
 * audit log records of them before and after.
 */
async function decidePayment(
  db: Db,
  caller: SessionUser,
  id: string,
  decision: 'confirmed' | 'rejected',
  change: (tx: Tx) => Promise<Partial<PaymentRow>>,
  shown: (row: PaymentRow) => Record<string, unknown>,
  /** What else the decision does in its transaction, once the payment is settled. */
  settled?: (tx: Tx, row: PaymentRow, oid: string) => Promise<void>,
): Promise<Payment> {
  return db.transaction(async (tx) => {
    const found = await findPayment(tx, id, true);
    if (!found) throw new AppError('PAYMENT_NOT_FOUND');
    const { payment, oid } = found;
    if (payment.status === decision) return toPayment(payment, oid);
    if (payment.status !== 'submitted') {
      throw new AppError(payment.status === 'rejected' ? 'PAYMENT_REJECTED' : 'PAYMENT_CONFIRMED');
    }
    // A claim that waited while its order was cancelled or transferred is the office's to reject.
    if (decision === 'confirmed' && found.endedAs) throw new AppError('ORDER_ENDED');
    const [row] = await tx
      .update(payments)
      .set({ ...(await change(tx)), status: decision })
      .where(and(eq(payments.id, id), eq(payments.status, 'submitted')))
      .returning();
    // Held by the row lock above; if it ever fails, the transaction (and a receipt number) rolls back.
    if (!row) throw new Error(`payment ${id} changed under its row lock`);
    await recordAudit(tx, {
      actor: actorOf(caller),
      action: `payment.${decision}`,
      entityType: 'payment',
      entityId: id,
      before: { status: payment.status, ...shown(payment) },
      after: { status: row.status, ...shown(row) },
    });
    await settled?.(tx, row, oid);
    await notifyPaymentDecided(tx, id);
    return toPayment(row, oid);
  });
}

/**
 * Confirms a submitted payment and gives it the next receipt number (see decidePayment).
 * Idempotent: confirming a confirmed payment answers it as it is (same receipt); a rejected one
 * cannot be confirmed, nor one whose TrxID another confirmed payment already counts (the update
 * meets the unique index, and the transaction, receipt number and all, rolls back).
 */
export async function confirmPayment(
  db: Db,
  caller: SessionUser,
  id: string,
  now: number,
  /** Why it goes into a closed day, when its day is closed (docs/decisions/0450). */
  closedDayReason: string | null = null,
): Promise<Payment> {
  return decidePayment(
    db,
    caller,
    id,
    'confirmed',
    async (tx) => ({
      receiptNumber: await nextReceiptNumber(tx, now),
      confirmedAt: new Date(now),
      confirmedBy: caller.id,
    }),
    (row) => ({ receiptNumber: row.receiptNumber }),
    // Into its day: a closed day needs the office's reason, else the whole decision rolls back.
    (tx, row, oid) =>
      enterDay(tx, {
        paymentId: id,
        oid,
        method: row.method,
        amount: row.amount,
        at: now,
        via: 'office',
        actor: actorOf(caller),
        reason: closedDayReason,
      }),
  ).catch((err: unknown) => {
    // Another payment with this TrxID is confirmed (bKash's own answer, most often): the transfer is
    // counted there, and this claim is the office's to reject.
    if (isUniqueViolation(err, 'payments_trx_id_confirmed_unique')) throw new AppError('TRX_ID_CONFIRMED');
    throw err;
  });
}

/**
 * Rejects a submitted payment with a reason its student reads (see decidePayment). Rejecting a
 * rejected payment again answers it as it is (the first reason stays); a confirmed payment has a
 * receipt and cannot be rejected.
 */
export function rejectPayment(
  db: Db,
  caller: SessionUser,
  id: string,
  input: PaymentReject,
  now: number,
): Promise<Payment> {
  return decidePayment(
    db,
    caller,
    id,
    'rejected',
    async () => ({ rejectReason: input.reason, rejectedAt: new Date(now), rejectedBy: caller.id }),
    (row) => ({ rejectReason: row.rejectReason }),
  );
}

/**
 * An order's ledger, for its student or staff. The discount is the coupon's, fixed at booking.
 * Paid counts confirmed payments only; net is what the order holds once refunds and transfers are
 * counted, and what is due never goes below 0: an overpayment is "to refund", not a negative debt
 * (the rule is `src/shared/order-money.ts`). An ended order owes nothing and has no due dates.
 */
export async function ledgerFor(db: Db, caller: SessionUser, oid: string, now: number): Promise<Ledger> {
  const order = await orderForCaller(db, caller, oid);
  const [rows, sums] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt), desc(payments.id)),
    orderSums(db, order.id),
  ]);
  const discount = discountOf(order);
  const fee = feeOf(order);
  const money = { fee, ...sums, ended: order.endedAs };
  const net = netOf(money);
  const instalments = order.endedAs
    ? []
    : instalmentStates(orderSchedule(order.instalments, fee, order.startDate), net, todayInDhaka(now));
  return {
    oid: order.oid,
    price: order.price,
    discount,
    paid: sums.paid,
    refunded: sums.refunded,
    transferredIn: sums.transferredIn,
    transferredOut: sums.transferredOut,
    net,
    due: dueOf(money),
    toRefund: toRefundOf(money),
    ...dueSummary(instalments),
    instalments,
    endedAs: order.endedAs,
    transferredFrom: sums.transferredFrom,
    transferredTo: sums.transferredTo,
    payments: rows.map((r) => toPayment(r, order.oid)),
  };
}

/**
 * The initials of a name, one per word, each the word's first letter as a reader sees it:
 * "Nusrat Jahan" → "N. J.", "নুসরাত জাহান" → "ন. জ.". A public receipt shows these, never the name.
 */
export function initialsOf(name: string): string {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const firstLetter = (word: string) => {
    // The first letter as written, without a vowel sign after it (নুসরাত → ন), a conjunct whole.
    for (const { segment } of segmenter.segment(word.replace(/^[^\p{L}\p{N}]+/u, '')))
      return segment.replace(/\p{M}+$/u, '').toUpperCase();
    return '';
  };
  return name
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .map((word) => `${firstLetter(word)}.`)
    .join(' ');
}

/** The public check of a receipt: only what the paper shows, for a confirmed payment's number. */
export async function findPublicReceipt(db: Db, number: string): Promise<PublicReceipt> {
  const [row] = await db
    .select({ amount: payments.amount, confirmedAt: payments.confirmedAt, name: orders.name })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.receiptNumber, number), eq(payments.status, 'confirmed')))
    .limit(1);
  if (!row?.confirmedAt) throw new AppError('RECEIPT_NOT_FOUND');
  const school = await getSchool(db);
  return {
    number,
    date: todayInDhaka(row.confirmedAt.getTime()),
    amount: row.amount,
    schoolName: school.name,
    schoolNameBn: school.nameBn,
    payerInitials: initialsOf(row.name),
  };
}

/**
 * The office's list of payments, one page, with each order's student and course. Without a status,
 * the submitted ones come first, oldest first, since they wait for someone to check them against the
 * wallet's statement in the order they came; the decided ones follow, newest first. With a status,
 * submitted payments are also listed oldest first and decided ones newest first. Ties are broken by
 * the id, so a payment never shows on two pages.
 */
export async function listPayments(db: Db, query: PaymentListQuery): Promise<{ items: StaffPayment[]; total: number }> {
  const where = and(
    query.status ? eq(payments.status, query.status) : undefined,
    query.q !== undefined ? paymentSearch(query.q) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const waiting = sql`(${payments.status} = 'submitted')`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        payment: payments,
        oid: orders.oid,
        studentName: orders.name,
        courseTitle: orders.courseTitle,
        // The course's Bengali title as its owner writes it now ('' without one), for Bengali pages.
        courseTitleBn: sql<string>`coalesce((select ${courses.titleBn} from ${courses} where ${courses.cid} = ${orders.courseCid}), '')`,
      })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(where)
      .orderBy(
        desc(waiting),
        sql`case when ${waiting} then ${payments.createdAt} end asc`,
        desc(payments.createdAt),
        asc(payments.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...toPayment(r.payment, r.oid),
      studentName: r.studentName,
      courseTitle: r.courseTitle,
      courseTitleBn: r.courseTitleBn,
    })),
    total: totals?.n ?? 0,
  };
}

/**
 * The office's payment search: the order's OID or a TrxID typed in any case, with spaces or in
 * Bengali digits (exactly); a phone in any spelling, whole or at least four of its digits, among
 * the sender's number and the order's two; or a part of the student's name.
 */
function paymentSearch(q: string): SQL | undefined {
  const id = normalizeTrxId(q);
  const phone = phoneSearchDigits(q);
  return or(
    eq(orders.oid, id),
    eq(payments.trxId, id),
    phone ? anyContains(phone, [payments.payerPhone, orders.phone1, orders.phone2]) : undefined,
    anyContains(q.trim(), [orders.name]),
  );
}
