import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bkashCheckouts, orders, payments, type BkashCheckoutRow } from '#server/db/schema/index.ts';
import { AppError, fieldRefusals } from '#server/lib/errors.ts';
import { isUniqueViolation } from '#server/lib/ids.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { notifyPaymentDecided } from '#server/features/messages/index.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { audited, ledgerFor, nextReceiptNumber } from '#server/features/payments/index.ts';
import { enterDay } from '#server/features/cash-up/index.ts';
import { BkashError, type BkashGateway, type BkashPaymentState } from './gateway';
import { now as clockNow } from '#server/lib/clock.ts';

/**
 * How a checkout ended, for the page the student comes back to: paid, failed or cancelled (nothing
 * taken), or review (bKash took the money, and the office settles it).
 */
export type CheckoutOutcome = 'paid' | 'failed' | 'cancelled' | 'review';

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
  const ledger = await ledgerFor(db, caller, oid, clockNow()); // 404 for an order that is not the caller's
  if (amount > ledger.due)
    throw fieldRefusals({
      amount:
        ledger.due === 0
          ? { code: 'payments.errors.nothingDue' }
          : { code: 'payments.errors.atMostDue', params: { due: ledger.due } },
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
 * the address the browser came back with. What counts is bKash's answer alone: its TrxID and its
 * amount become a payment of their own, confirmed with the next receipt number, in one transaction
 * on the locked checkout row, so it is recorded once however often the browser returns. A claim a
 * student typed in by hand is never touched: it stays the office's to confirm or reject, and a
 * rejection stays what it is.
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
  if (checkout.status !== 'created') return OUTCOME_OF[checkout.status];
  if (returned !== 'success') {
    await settle(db, checkout.id, 'failed', returned === 'cancel' ? 'cancelled by the payer' : `returned ${returned}`);
    return returned === 'cancel' ? 'cancelled' : 'failed';
  }
  let state: BkashPaymentState;
  try {
    state = await gateway.execute(paymentID);
  } catch (err) {
    if (!(err instanceof BkashError)) throw err;
    // No answer, or a refusal that may only mean "already executed": bKash's record decides.
    state = await askStatus(gateway, paymentID);
    if (state.transactionStatus !== 'Completed' && err.statusCode) {
      await settle(db, checkout.id, 'failed', err.message);
      return 'failed';
    }
  }
  if (state.transactionStatus === 'Completed' && (!state.trxID || state.amount === undefined)) {
    state = await askStatus(gateway, paymentID); // completed, but without the figures: bKash's record has them
  }
  if (state.transactionStatus !== 'Completed' || !state.trxID) {
    if (state.transactionStatus === 'Initiated') throw new AppError('BKASH_UNAVAILABLE'); // not settled yet
    await settle(db, checkout.id, 'failed', `bKash says ${state.transactionStatus || 'nothing'}`);
    return 'failed';
  }
  const amount = wholeTaka(state.amount);
  const trxId = state.trxID.trim().toUpperCase();
  // bKash took money, but not a sum of whole taka: nothing is counted that bKash did not say.
  if (amount === null) return hold(db, checkout.id, `bKash completed ${trxId} with the amount "${state.amount}"`);
  try {
    return await complete(db, checkout, { paymentID, trxId, amount }, now);
  } catch (err) {
    // A payment with this TrxID was confirmed in the meantime (the office, on a typed claim).
    if (isUniqueViolation(err, 'payments_trx_id_confirmed_unique'))
      return hold(db, checkout.id, `bKash completed ${trxId} for ${amount}, already confirmed on another payment`);
    throw err;
  }
}

/** What the student is told about a checkout already settled. */
const OUTCOME_OF: Record<Exclude<BkashCheckoutRow['status'], 'created'>, CheckoutOutcome> = {
  completed: 'paid',
  failed: 'failed',
  held: 'review',
};

async function askStatus(gateway: BkashGateway, paymentID: string): Promise<BkashPaymentState> {
  try {
    return await gateway.status(paymentID);
  } catch (err) {
    if (err instanceof BkashError) throw new AppError('BKASH_UNAVAILABLE');
    throw err;
  }
}

/** bKash's amount ("1500", "1500.00") as whole taka; null for anything else. */
function wholeTaka(amount: string | undefined): number | null {
  const value = amount === undefined || amount.trim() === '' ? NaN : Number(amount);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

/**
 * Records what bKash answered for a checkout: a payment of bKash's amount with bKash's TrxID,
 * confirmed with the next receipt number and an audit record with no actor, on the locked
 * checkout row. Money that bKash confirmed is counted: no claim on the order, and not the amount
 * the checkout asked for, changes that figure.
 */
async function complete(
  db: Db,
  checkout: BkashCheckoutRow,
  answer: { paymentID: string; trxId: string; amount: number },
  now: number,
): Promise<CheckoutOutcome> {
  return db.transaction(async (tx): Promise<CheckoutOutcome> => {
    const [locked] = await tx.select().from(bkashCheckouts).where(eq(bkashCheckouts.id, checkout.id)).for('update');
    if (locked!.status !== 'created') return OUTCOME_OF[locked!.status]; // a twin got here first
    const [counted] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.trxId, answer.trxId), eq(payments.status, 'confirmed')))
      .limit(1);
    if (counted) {
      // The office confirmed this transfer already (a claim typed in by hand): it is the office's to settle.
      await tx
        .update(bkashCheckouts)
        .set({
          status: 'held',
          failure: `bKash completed ${answer.trxId} for ${answer.amount}, already confirmed on payment ${counted.id}`,
          updatedAt: new Date(now),
        })
        .where(eq(bkashCheckouts.id, checkout.id));
      return 'review';
    }
    const [order] = await tx.select({ oid: orders.oid }).from(orders).where(eq(orders.id, checkout.orderId));
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: checkout.orderId,
        method: 'bkash',
        amount: answer.amount,
        trxId: answer.trxId,
        submittedBy: checkout.createdBy,
        status: 'confirmed',
        receiptNumber: await nextReceiptNumber(tx, now),
        createdAt: new Date(now),
        confirmedAt: new Date(now),
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
      after: { ...audited(row!, order!.oid), bkashPaymentId: answer.paymentID, asked: checkout.amount },
    });
    // Into a closed day too: the money has moved; the day's page shows it after the close.
    await enterDay(tx, {
      paymentId: row!.id,
      oid: order!.oid,
      method: row!.method,
      amount: row!.amount,
      at: now,
      via: 'bkash',
      actor: null,
    });
    await notifyPaymentDecided(tx, row!.id);
    return 'paid';
  });
}

/** bKash took the money, but it cannot be counted as it is: held for the office, the student told so. */
async function hold(db: Db, id: string, why: string): Promise<CheckoutOutcome> {
  await settle(db, id, 'held', why);
  const [row] = await db
    .select({ status: bkashCheckouts.status })
    .from(bkashCheckouts)
    .where(eq(bkashCheckouts.id, id));
  return row!.status === 'created' ? 'review' : OUTCOME_OF[row!.status];
}

/** Settles a checkout still `created` as failed (no money moved) or held (money the office must settle). */
async function settle(db: Db, id: string, status: 'failed' | 'held', failure: string) {
  await db
    .update(bkashCheckouts)
    .set({ status, failure, updatedAt: new Date() })
    .where(and(eq(bkashCheckouts.id, id), eq(bkashCheckouts.status, 'created')));
}
