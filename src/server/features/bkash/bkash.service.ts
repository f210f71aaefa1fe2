import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bkashCheckouts, orders, payments } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { notifyPaymentDecided } from '#server/features/messages/index.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { audited, ledgerFor, nextReceiptNumber } from '#server/features/payments/index.ts';
import { BkashError, type BkashGateway, type BkashPaymentState } from './gateway';

/** How a checkout ended, for the page the student comes back to. */
export type CheckoutOutcome = 'paid' | 'failed' | 'cancelled';

/**
 * Starts an online payment of `amount` taka towards the caller's own order: bKash gives it a
 * paymentID and the address of its payment page, where the student approves it in their wallet.
 * At most what is still due (the ledger's figure); nothing is recorded as paid yet.
 */
export async function startCheckout(
  db: Db,
  gateway: BkashGateway,
  caller: SessionUser,
  oid: string,
  amount: number,
  callbackURL: string,
): Promise<{ bkashURL: string }> {
  const ledger = await ledgerFor(db, caller, oid, Date.now()); // 404 for an order that is not the caller's
  if (amount > ledger.due)
    throw new AppError('VALIDATION_FAILED', undefined, {
      amount: ledger.due === 0 ? 'Nothing is due on this order.' : `At most ${ledger.due} taka is due.`,
    });
  const [order] = await db.select({ id: orders.id, phone: orders.phone1 }).from(orders).where(eq(orders.oid, oid));
  const invoice = `${oid}-${randomBytes(4).toString('hex')}`;
  let created: { paymentID: string; bkashURL: string };
  try {
    created = await gateway.create({ amount, invoice, payerReference: order!.phone, callbackURL });
  } catch (err) {
    if (err instanceof BkashError) throw new AppError('BKASH_UNAVAILABLE');
    throw err;
  }
  await db.insert(bkashCheckouts).values({
    paymentId: created.paymentID,
    invoice,
    orderId: order!.id,
    amount,
    createdBy: caller.id,
  });
  return { bkashURL: created.bkashURL };
}

/**
 * bKash sends the student back with the paymentID and what happened on its page. Only `success`
 * is worth executing; then the payment counts when bKash's own answer says `Completed` (from
 * execute, or, when execute's answer does not arrive, from a status query): never on the word of
 * the address the browser came back with. Completing it is one transaction on the locked checkout
 * row, so a payment is recorded once, confirmed, with its receipt number, however often the browser
 * returns.
 */
export async function finishCheckout(
  db: Db,
  gateway: BkashGateway,
  paymentID: string,
  returned: string,
  now: number,
): Promise<CheckoutOutcome> {
  const [checkout] = await db.select().from(bkashCheckouts).where(eq(bkashCheckouts.paymentId, paymentID));
  if (!checkout) throw new AppError('PAYMENT_NOT_FOUND');
  if (checkout.status === 'completed') return 'paid';
  if (checkout.status === 'failed') return 'failed';
  if (returned !== 'success') {
    await settle(db, checkout.id, {
      failure: returned === 'cancel' ? 'cancelled by the payer' : `returned ${returned}`,
    });
    return returned === 'cancel' ? 'cancelled' : 'failed';
  }
  let state: BkashPaymentState;
  try {
    state = await gateway.execute(paymentID);
  } catch (err) {
    if (!(err instanceof BkashError)) throw err;
    // No answer, or a refusal that may only mean "already executed": bKash's record decides.
    try {
      state = await gateway.status(paymentID);
    } catch (again) {
      if (again instanceof BkashError) throw new AppError('BKASH_UNAVAILABLE');
      throw again;
    }
    if (state.transactionStatus !== 'Completed' && err.statusCode) {
      await settle(db, checkout.id, { failure: err.message });
      return 'failed';
    }
  }
  if (state.transactionStatus !== 'Completed' || !state.trxID) {
    if (state.transactionStatus === 'Initiated') throw new AppError('BKASH_UNAVAILABLE'); // not settled yet
    await settle(db, checkout.id, { failure: `bKash says ${state.transactionStatus || 'nothing'}` });
    return 'failed';
  }
  if (Math.round(Number(state.amount)) !== checkout.amount) {
    await settle(db, checkout.id, { failure: `bKash completed ${state.amount}, not ${checkout.amount}` });
    return 'failed';
  }
  const trxId = state.trxID.trim().toUpperCase();
  return db.transaction(async (tx): Promise<CheckoutOutcome> => {
    const [locked] = await tx.select().from(bkashCheckouts).where(eq(bkashCheckouts.id, checkout.id)).for('update');
    if (locked!.status !== 'created') return locked!.status === 'completed' ? 'paid' : 'failed'; // a twin got here first
    const [order] = await tx.select({ oid: orders.oid }).from(orders).where(eq(orders.id, checkout.orderId));
    // The student may also have typed this TrxID in by hand while waiting: that claim is this
    // payment, so it is confirmed instead of a second one being recorded.
    const [typed] = await tx.select().from(payments).where(eq(payments.trxId, trxId)).for('update');
    if (typed && typed.orderId !== checkout.orderId) {
      // A TrxID is one transfer: typed in for another order, it is the office's to untangle.
      await tx
        .update(bkashCheckouts)
        .set({ status: 'failed', failure: `TrxID ${trxId} is recorded on another order`, updatedAt: new Date(now) })
        .where(eq(bkashCheckouts.id, checkout.id));
      return 'failed';
    }
    const confirmation = {
      status: 'confirmed' as const,
      receiptNumber: typed?.receiptNumber ?? (await nextReceiptNumber(tx, now)),
      confirmedAt: typed?.confirmedAt ?? new Date(now),
    };
    const [row] = typed
      ? await tx
          .update(payments)
          .set({ ...confirmation, rejectReason: null, rejectedAt: null, rejectedBy: null, updatedAt: new Date(now) })
          .where(eq(payments.id, typed.id))
          .returning()
      : await tx
          .insert(payments)
          .values({
            orderId: checkout.orderId,
            method: 'bkash',
            amount: checkout.amount,
            trxId,
            submittedBy: checkout.createdBy,
            ...confirmation,
          })
          .returning();
    await tx
      .update(bkashCheckouts)
      .set({ status: 'completed', paymentRow: row!.id, updatedAt: new Date(now) })
      .where(eq(bkashCheckouts.id, checkout.id));
    // Confirmed by bKash's answer, not by a person: the record names no actor.
    await recordAudit(tx, {
      actor: null,
      action: 'payment.paid_by_bkash',
      entityType: 'payment',
      entityId: row!.id,
      after: { ...audited(row!, order!.oid), bkashPaymentId: paymentID },
    });
    await notifyPaymentDecided(tx, row!.id);
    return 'paid';
  });
}

async function settle(db: Db, id: string, change: { failure: string }) {
  await db
    .update(bkashCheckouts)
    .set({ status: 'failed', failure: change.failure, updatedAt: new Date() })
    .where(and(eq(bkashCheckouts.id, id), eq(bkashCheckouts.status, 'created')));
}
