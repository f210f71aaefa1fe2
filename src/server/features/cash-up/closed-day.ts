import { and, eq, isNull, sql } from 'drizzle-orm';
import { cashUps, closedDayEntries, closedDayRefunds } from '#server/db/schema/index.ts';
import { todayInDhaka } from '#shared/dates.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { AppError } from '#server/lib/errors.ts';
import { recordAudit, type AuditActor, type Tx } from '#server/lib/audit.ts';

/**
 * The lock that keeps a day's close and the payments confirmed into that day apart. A close takes
 * it alone (`exclusive`); each confirmation takes it shared, so confirmations never wait for each
 * other, but a close waits for the confirmations already under way and they wait for it. So a close
 * counts every payment committed before it, and every payment after it sees the close.
 */
export async function lockDay(tx: Tx, day: string, mode: 'shared' | 'exclusive'): Promise<void> {
  const key = `cash-up:${day}`;
  await tx.execute(
    mode === 'shared'
      ? sql`select pg_advisory_xact_lock_shared(hashtext(${key}))`
      : sql`select pg_advisory_xact_lock(hashtext(${key}))`,
  );
}

/** The day's standing close (not re-opened), or null while the day is open. */
export async function standingClose(tx: Tx, day: string): Promise<{ id: string } | null> {
  const [row] = await tx
    .select({ id: cashUps.id })
    .from(cashUps)
    .where(and(eq(cashUps.day, day), isNull(cashUps.reopenedAt)))
    .limit(1);
  return row ?? null;
}

/** A payment being confirmed now, and who or what confirms it. */
export interface DayEntry {
  paymentId: string;
  oid: string;
  method: string;
  amount: number;
  /** When it is confirmed: its day is the school day this falls in. */
  at: number;
  /** The office (a person, who must say why) or bKash's own answer (which is counted regardless). */
  via: 'office' | 'bkash';
  actor: AuditActor;
  /** The office's reason for confirming into a closed day; unused while the day is open. */
  reason?: string | null;
}

/**
 * Called by every transaction that confirms a payment, before it commits (docs/decisions/0450).
 * While the payment's day is open, nothing happens. Once the day is closed, the office must say
 * why (else 409 `DAY_CLOSED`, and the whole transaction, receipt number and all, rolls back), and
 * the payment is written down against the close with that reason and an audit record. bKash's
 * answer is written down too, without a reason: the money has moved, and no person is asked.
 */
export async function enterDay(tx: Tx, entry: DayEntry): Promise<void> {
  const day = todayInDhaka(entry.at);
  await lockDay(tx, day, 'shared');
  const close = await standingClose(tx, day);
  if (!close) return;
  const reason = entry.reason?.trim() || null;
  if (entry.via === 'office' && !reason) throw new AppError('DAY_CLOSED', { closedDayReason: en.errors.DAY_CLOSED });
  await tx.insert(closedDayEntries).values({
    paymentId: entry.paymentId,
    cashUpId: close.id,
    via: entry.via,
    reason: entry.via === 'office' ? reason : null,
    recordedBy: entry.actor?.id ?? null,
  });
  await recordAudit(tx, {
    actor: entry.actor,
    action: 'payment.into_closed_day',
    entityType: 'payment',
    entityId: entry.paymentId,
    after: {
      oid: entry.oid,
      day,
      method: entry.method,
      amount: entry.amount,
      via: entry.via,
      reason: entry.via === 'office' ? reason : null,
    },
  });
}

/** A refund being approved now: money paid back out of today's takings. */
export interface RefundDayEntry {
  refundId: string;
  oid: string;
  number: string;
  method: string;
  amount: number;
  /** When it is approved: its day is the school day this falls in. */
  at: number;
  actor: AuditActor;
  /** The owner's reason for paying out of a closed day; unused while the day is open. */
  reason?: string | null;
}

/**
 * Called by the approval of a refund, before it commits. It takes the day's lock shared (the
 * approval took it already before numbering the refund; taking it again is harmless), so a close
 * and this approval never cross. While the day is open, nothing happens. Once the day is
 * closed, the owner must say why (else 409 `REFUND_DAY_CLOSED`, and the whole approval, refund
 * number and all, rolls back); the refund is then written down against the close with that reason
 * and an audit record, so the counted day shows what left it afterwards, and why.
 */
export async function enterRefundDay(tx: Tx, entry: RefundDayEntry): Promise<void> {
  const day = todayInDhaka(entry.at);
  await lockDay(tx, day, 'shared');
  const close = await standingClose(tx, day);
  if (!close) return;
  const reason = entry.reason?.trim() || null;
  if (!reason) throw new AppError('REFUND_DAY_CLOSED', { closedDayReason: en.errors.REFUND_DAY_CLOSED });
  await tx.insert(closedDayRefunds).values({
    refundId: entry.refundId,
    cashUpId: close.id,
    reason,
    recordedBy: entry.actor?.id ?? null,
  });
  await recordAudit(tx, {
    actor: entry.actor,
    action: 'refund.into_closed_day',
    entityType: 'refund',
    entityId: entry.refundId,
    after: { oid: entry.oid, day, number: entry.number, method: entry.method, amount: entry.amount, reason },
  });
}
